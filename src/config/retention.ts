import { z } from 'zod'

/** Days after which an enquiry's client address and browser are deleted, unless ENQUIRY_RETENTION_DAYS says otherwise. */
export const DEFAULT_RETENTION_DAYS = 180

/** ENQUIRY_RETENTION_DAYS: read by the server (the deleting job) and by the build (the privacy notice states it). */
export const retentionDaysSetting = z.coerce
  .number({ error: 'must be a whole number of days' })
  .int('must be a whole number of days')
  .min(1, 'must be at least 1 day')
  .max(3650, 'must be at most 3650 days')
  .default(DEFAULT_RETENTION_DAYS)

/** The retention period of this environment; throws a message naming the variable when it is bad. */
export function retentionDaysFrom(env: Record<string, string | undefined>): number {
  const value = env.ENQUIRY_RETENTION_DAYS === '' ? undefined : env.ENQUIRY_RETENTION_DAYS
  const result = retentionDaysSetting.safeParse(value)
  if (!result.success)
    throw new Error(
      `Invalid configuration: environment variable ENQUIRY_RETENTION_DAYS ${result.error.issues[0]?.message ?? 'is not valid'}`,
    )
  return result.data
}
