/**
 * The 3D viewer itself, loaded only when the buyer asks for it (view-in-3d.tsx): three.js draws
 * the product's GLB on a canvas, the buyer turns it with a drag, zooms with the wheel or a pinch,
 * and "Reset view" brings back the first view. It draws only when something changed, so an idle
 * viewer costs no CPU.
 */
import { useEffect, useRef } from 'react'
import { AmbientLight, Box3, Color, DirectionalLight, PerspectiveCamera, Scene, Vector3, WebGLRenderer, type Object3D } from 'three'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'

export interface ModelViewerProps {
  /** The GLB's address. */
  src: string
  /** What the canvas shows, for readers of the page without sight. */
  label: string
  /** How to turn and zoom, and the reset button's text, in the page's language. */
  help: string
  resetLabel: string
  onReady: () => void
  onError: (error: unknown) => void
}

/** The camera looks from the front, a little above and to the side, far enough to see the whole model. */
function frame(camera: PerspectiveCamera, controls: OrbitControls, model: Object3D) {
  const box = new Box3().setFromObject(model)
  const centre = box.getCenter(new Vector3())
  const radius = box.getSize(new Vector3()).length() / 2
  const distance = radius / Math.sin((camera.fov * Math.PI) / 360)
  camera.near = distance / 100
  camera.far = distance * 10
  camera.position.copy(centre).add(new Vector3(0.45, 0.35, 1).normalize().multiplyScalar(distance))
  camera.updateProjectionMatrix()
  controls.target.copy(centre)
  controls.minDistance = radius * 0.4
  controls.maxDistance = distance * 4
  controls.update()
  controls.saveState()
}

export function ModelViewer({ src, label, help, resetLabel, onReady, onError }: ModelViewerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const resetRef = useRef<() => void>(() => undefined)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    let renderer: WebGLRenderer
    try {
      renderer = new WebGLRenderer({ canvas, antialias: true })
    } catch (error) {
      onError(error)
      return
    }
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2))
    const scene = new Scene()
    scene.background = new Color(0xf2f4f7)
    scene.add(new AmbientLight(0xffffff, 1.2))
    const sun = new DirectionalLight(0xffffff, 2.2)
    sun.position.set(1, 2, 1.5)
    scene.add(sun)
    const fill = new DirectionalLight(0xffffff, 0.8)
    fill.position.set(-1.5, 0.5, -1)
    scene.add(fill)
    const camera = new PerspectiveCamera(35, 1, 0.01, 100)
    const controls = new OrbitControls(camera, canvas)
    const draw = () => renderer.render(scene, camera)
    const fit = () => {
      const { clientWidth, clientHeight } = canvas
      if (clientWidth === 0 || clientHeight === 0) return
      renderer.setSize(clientWidth, clientHeight, false)
      camera.aspect = clientWidth / clientHeight
      camera.updateProjectionMatrix()
      draw()
    }
    controls.addEventListener('change', draw)
    const resize = new ResizeObserver(fit)
    resize.observe(canvas)
    resetRef.current = () => {
      controls.reset()
      draw()
    }
    let live = true
    new GLTFLoader().load(
      src,
      (gltf) => {
        if (!live) return
        scene.add(gltf.scene)
        frame(camera, controls, gltf.scene)
        fit()
        onReady()
      },
      undefined,
      (error) => {
        if (live) onError(error)
      },
    )
    return () => {
      live = false
      resize.disconnect()
      controls.dispose()
      renderer.dispose()
    }
  }, [src, onReady, onError])

  return (
    <div className="model-viewer">
      <canvas ref={canvasRef} className="model-viewer-canvas" role="img" aria-label={label} />
      <p className="model-viewer-help">{help}</p>
      <button type="button" className="button button--quiet" onClick={() => resetRef.current()}>
        {resetLabel}
      </button>
    </div>
  )
}
