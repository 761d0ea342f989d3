import { Fragment, useEffect, useRef, type ReactNode } from 'react'
import { useFieldArray, useForm, type FieldErrors, type Path } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { countries } from '@/contracts/countries'
import { incoterms, quantityUnits, type EnquiryForm as EnquiryFormOutput } from '@/contracts/enquiry-schema'
import { enquiryDutyFields } from '@/contracts/enquiry-terms'
import { useNetworkStatus } from '@/runtime/network-status'
import { useMinimumPending } from '@/runtime/use-minimum-pending'
import { useHydrated } from '@/utils/use-hydrated'
import { AttachmentsField } from './attachments-field'
import {
  MAX_PRODUCTS,
  blankProduct,
  emptyEnquiry,
  enquiryResolver,
  phoneForCountry,
  type AddressChoice,
  type EnquiryFields,
} from './enquiry-values'
import { useEnquiryAttachments } from './use-enquiry-attachments'
import { useEnquiryDraft } from './use-enquiry-draft'
import { useEnquiryListLines } from './use-enquiry-list-lines'
import { useEnquirySend } from './use-enquiry-send'

interface EnquiryFormProps {
  /** What the address brings: the product the buyer came from (a line of its own) and the conveyor's duty. */
  choice?: AddressChoice
  /** Where the form is shown, sent unseen with the enquiry. */
  sourcePage: string
  /** utm_* tags of the visit, sent unseen. */
  utm: Record<string, string>
}

/** The message of a field, from the nested errors object. */
function errorAt(errors: FieldErrors<EnquiryFields>, path: string): string | undefined {
  let node: unknown = errors
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  const message = (node as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? message : undefined
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** aria attributes tying an input to its hint and error. */
function described(id: string, error: string | undefined, hint = false) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined }
}

/**
 * The quotation request form. What the buyer types is kept on the device until it is sent
 * (useEnquiryDraft); a failed or offline send says why and keeps it; the same draft is stored once
 * however often it is sent (useEnquirySend).
 */
/** A duty figure as typed ("2,5" too) for the form's values: a number, or absent when the field is empty. */
const figureValue = (text: unknown) =>
  typeof text !== 'string' ? text : text.trim() === '' ? undefined : Number(text.trim().replace(',', '.'))

const noChoice: AddressChoice = {}

export function EnquiryForm({ choice = noChoice, sourcePage, utm }: EnquiryFormProps) {
  // Fixed, not useId(): the contact page hydrates the form in a root of its own (enquiry-form-slot.tsx),
  // whose ids would differ from the ones the page was pre-rendered with. One form per page.
  const formId = 'enquiry-form'
  const { online } = useNetworkStatus()
  const honeypot = useRef<HTMLInputElement>(null)
  const hydrated = useHydrated()
  const form = useForm<EnquiryFields, unknown, EnquiryFormOutput>({
    resolver: enquiryResolver,
    defaultValues: emptyEnquiry(choice.product),
    // Checked on send, then as the buyer corrects: no message jumps in while they move between fields.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
    setValue,
    getValues,
  } = form
  const products = useFieldArray({ control, name: 'products' })
  const draft = useEnquiryDraft(form, choice)
  const listLines = useEnquiryListLines(form, products)
  const attachments = useEnquiryAttachments()
  const { state: sendState, send } = useEnquirySend({ form, draft, attachments, sourcePage, utm, honeypot })

  const chooseCountry = (code: string) => {
    const phone = phoneForCountry(getValues('phone'), code)
    if (phone !== undefined) setValue('phone', phone)
  }
  // A country chosen before the form's code had run filled in no dialling code: fill it in now.
  useEffect(() => {
    if (!hydrated) return
    const phone = phoneForCountry(getValues('phone'), getValues('country'))
    if (phone !== undefined) setValue('phone', phone)
  }, [hydrated, getValues, setValue])
  const submit = (event: React.FormEvent<HTMLFormElement>) => handleSubmit(send)(event)

  const fieldId = (name: string) => `${formId}-${name}`
  const text = (
    name: Path<EnquiryFields>,
    label: string,
    options: { type?: string; autoComplete?: string; hint?: string; required?: boolean } = {},
  ) => {
    const id = fieldId(name)
    const error = errorAt(errors, name)
    return (
      <Field id={id} label={`${label}${options.required ? ' (required)' : ''}`} error={error} hint={options.hint}>
        <input
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          {...described(id, error, Boolean(options.hint))}
          {...register(name)}
        />
      </Field>
    )
  }

  const errorCount = Object.keys(errors).length
  const showSending = useMinimumPending(sendState.kind === 'sending')
  return (
    <form className="enquiry-form" onSubmit={submit} noValidate aria-describedby={`${formId}-status`}>
      {draft.draftKept ? <p className="form-note">We kept the enquiry you started on this device.</p> : null}
      <fieldset>
        <legend>Your details</legend>
        {text('name', 'Your name', { autoComplete: 'name', required: true })}
        {text('email', 'E-mail', { type: 'email', autoComplete: 'email', required: true })}
        {text('company', 'Company', { autoComplete: 'organization' })}
        <Field id={fieldId('country')} label="Country (required)" error={errorAt(errors, 'country')}>
          <select
            {...described(fieldId('country'), errorAt(errors, 'country'))}
            autoComplete="country"
            {...register('country', { onChange: (event: { target: { value: string } }) => chooseCountry(event.target.value) })}
          >
            <option value="">Choose your country</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </Field>
        {text('phone', 'Phone or WhatsApp', {
          type: 'tel',
          autoComplete: 'tel',
          hint: 'With the country code; choosing your country fills it in.',
        })}
      </fieldset>

      <fieldset>
        <legend>Products and quantities</legend>
        {products.fields.map((line, index) => {
          const nameError = errorAt(errors, `products.${index}.name`)
          const quantityError = errorAt(errors, `products.${index}.quantity`)
          const unitError = errorAt(errors, `products.${index}.unit`)
          const partError = errorAt(errors, `products.${index}.partNumber`)
          return (
            <div className="product-line" key={line.id}>
              <Field id={fieldId(`product-${index}`)} label={`Product ${index + 1} (required)`} error={nameError}>
                <input type="text" {...described(fieldId(`product-${index}`), nameError)} {...register(`products.${index}.name`)} />
              </Field>
              <Field id={fieldId(`part-${index}`)} label="Part number" error={partError}>
                <input
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  {...described(fieldId(`part-${index}`), partError)}
                  {...register(`products.${index}.partNumber`)}
                />
              </Field>
              <Field id={fieldId(`quantity-${index}`)} label="Quantity (required)" error={quantityError}>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...described(fieldId(`quantity-${index}`), quantityError)}
                  {...register(`products.${index}.quantity`, { valueAsNumber: true })}
                />
              </Field>
              <Field id={fieldId(`unit-${index}`)} label="Unit" error={unitError}>
                <select {...described(fieldId(`unit-${index}`), unitError)} {...register(`products.${index}.unit`)}>
                  {quantityUnits.map((unit) => (
                    <option key={unit} value={unit}>
                      {unit}
                    </option>
                  ))}
                </select>
              </Field>
              {listLines.removable(index) ? (
                <button type="button" className="button button--quiet" onClick={() => listLines.removeLine(index)}>
                  Remove product {index + 1}
                </button>
              ) : null}
            </div>
          )
        })}
        {errorAt(errors, 'products') ? <p className="field-error">{errorAt(errors, 'products')}</p> : null}
        {products.fields.length < MAX_PRODUCTS ? (
          <button type="button" className="button button--quiet" onClick={() => products.append(blankProduct())}>
            Add another product
          </button>
        ) : null}
      </fieldset>

      {/* Open when the selection tool filled it, so the buyer sees what goes with the enquiry. */}
      <details className="technical-details" open={choice.duty ? true : undefined}>
        <summary>Your conveyor (duty, optional)</summary>
        <div className="field-grid">
          {enquiryDutyFields.map((field) => {
            const name = `duty.${field.key}` as const
            const label = 'unit' in field ? `${field.label} (${field.unit})` : field.label
            if (!('unit' in field))
              return <Fragment key={field.key}>{text(name, label, { hint: `For example ${field.example}, iron ore, clinker` })}</Fragment>
            const id = fieldId(name)
            const error = errorAt(errors, name)
            return (
              <Field key={field.key} id={id} label={label} error={error} hint={`For example ${field.example}`}>
                <input
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  {...described(id, error, true)}
                  {...register(name, { setValueAs: figureValue })}
                />
              </Field>
            )
          })}
        </div>
      </details>

      <details className="technical-details">
        <summary>Technical details (optional)</summary>
        <div className="field-grid">
          {text('details.rollerDiameter', 'Roller diameter', { hint: 'For example 133 mm' })}
          {text('details.rollerLength', 'Roller length', { hint: 'For example 380 mm' })}
          {text('details.bearing', 'Bearing', { hint: 'For example 6305 2RS' })}
          {text('details.standard', 'Standard', { hint: 'CEMA, DIN, JIS, GB or your drawing' })}
        </div>
      </details>

      <fieldset>
        <legend>Delivery</legend>
        {text('port', 'Destination port', { hint: 'For example Tema, Ho Chi Minh City' })}
        <Field id={fieldId('incoterm')} label="Incoterm" error={errorAt(errors, 'incoterm')}>
          <select {...described(fieldId('incoterm'), errorAt(errors, 'incoterm'))} {...register('incoterm')}>
            <option value="">Not sure yet</option>
            {incoterms.map((term) => (
              <option key={term.code} value={term.code}>
                {term.label}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>

      <Field id={fieldId('message')} label="Message" error={errorAt(errors, 'message')}>
        <textarea rows={5} {...described(fieldId('message'), errorAt(errors, 'message'))} {...register('message')} />
      </Field>

      <AttachmentsField id={fieldId('files')} attachments={attachments} />

      {/* Left empty by people; simple bots fill every field. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={fieldId('website')}>Website</label>
        <input ref={honeypot} id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <p className="privacy-line">
        We use your details only to answer this enquiry; we never pass them on. <Link to="/privacy">Privacy notice</Link>
      </p>

      <div id={`${formId}-status`} aria-live="polite">
        {errorCount > 0 && sendState.kind !== 'sending' ? (
          <p className="form-alert" role="alert">
            Please check the {errorCount === 1 ? 'field' : 'fields'} marked above: the message under each one says what to change.
          </p>
        ) : null}
        {sendState.kind === 'failed' ? (
          <p className="form-alert" role="alert">
            {sendState.reason}
          </p>
        ) : null}
        {!online ? (
          <p className="form-note">You are offline. Your enquiry is kept on this device; send it when the connection is back.</p>
        ) : null}
      </div>
      {/* Until its code has run the form cannot check or send: Enter must not post it as a plain form. */}
      <button type="submit" className="button button--primary" disabled={!hydrated || showSending}>
        {!hydrated ? 'Preparing the form…' : showSending ? 'Sending…' : sendState.kind === 'failed' ? 'Try sending again' : 'Send enquiry'}
      </button>
    </form>
  )
}
