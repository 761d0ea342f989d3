/**
 * "View in 3D" on a product page: the button alone is in the page's code; the viewer (three.js)
 * and the model load when the buyer clicks it, under the loading bar. Where the browser has no
 * WebGL, or the viewer or the model fails to load, the buyer sees the drawing of the same size and
 * a short message instead.
 */
import { useCallback, useRef, useState, type ComponentType } from 'react'
import { pageActivity, type SettleActivity } from '@/runtime/request-activity'
import { useMessages } from '@/components/interface-messages'
import { fill } from '@/config/interface-messages'
import { modelViewerMessages } from '@/config/messages/product-page'
import type { ModelViewerProps } from './model-viewer'

interface ViewIn3dProps {
  productName: string
  /** The lead row's GLB and its part number. */
  model: { href: string; partNumber: string }
  /** The drawing shown when the model cannot be. */
  drawing: { src: string; alt: string; width: number; height: number }
}

const hasWebGl = () => {
  const canvas = document.createElement('canvas')
  return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
}

export function ViewIn3d({ productName, model, drawing }: ViewIn3dProps) {
  const [Viewer, setViewer] = useState<ComponentType<ModelViewerProps> | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const settle = useRef<SettleActivity | null>(null)
  const t = useMessages().model3d ?? modelViewerMessages

  const finish = useCallback((outcome: 'done' | 'failed') => {
    settle.current?.(outcome)
    settle.current = null
    setLoading(false)
  }, [])
  const onReady = useCallback(() => finish('done'), [finish])
  const onError = useCallback(() => {
    finish('failed')
    setViewer(null)
    setProblem(t.failed)
  }, [finish, t])

  const open = () => {
    if (!hasWebGl()) {
      setProblem(t.noWebGl)
      return
    }
    setProblem(null)
    setLoading(true)
    settle.current = pageActivity.begin()
    import('./model-viewer').then(
      (module) => setViewer(() => module.ModelViewer),
      () => onError(),
    )
  }

  const label = fill(t.label, { name: productName, part: model.partNumber })
  return (
    <section className="view-in-3d" aria-label={fill(t.region, { name: productName })}>
      {Viewer ? (
        <Viewer src={model.href} label={label} help={t.help} resetLabel={t.reset} onReady={onReady} onError={onError} />
      ) : problem ? (
        <figure className="view-in-3d-fallback">
          <p role="status">{problem}</p>
          <img src={drawing.src} alt={drawing.alt} width={drawing.width} height={drawing.height} loading="lazy" />
        </figure>
      ) : (
        <button type="button" className="button button--quiet" onClick={open} disabled={loading}>
          {t.view}
        </button>
      )}
      {Viewer && loading ? <p role="status">{t.loading}</p> : null}
    </section>
  )
}
