/**
 * A model's parts as one STEP file (AP214, millimetres), the exchange format every CAD program
 * opens. Written with the kernel's own STEP writer, through its in-memory file system.
 */
import { getOC, makeCompound, type Shape3D } from 'replicad'
import type { ModelPart } from './model-parts.ts'

const scratchFile = '/model.step'

export function stepFile(name: string, parts: ModelPart<Shape3D>[]): string {
  const oc = getOC()
  oc.Interface_Static.SetCVal('write.step.schema', 'AP214IS')
  oc.Interface_Static.SetCVal('write.step.unit', 'MM')
  oc.Interface_Static.SetCVal('write.step.product.name', name)
  const writer = new oc.STEPControl_Writer()
  const progress = new oc.Message_ProgressRange()
  // The compound takes over the shapes it is made of: give it copies, the GLB still needs the parts.
  const compound = makeCompound(parts.map((part) => part.solid.clone()))
  try {
    const transferred = writer.Transfer(compound.wrapped, oc.STEPControl_StepModelType.STEPControl_AsIs, true, progress)
    if (transferred !== oc.IFSelect_ReturnStatus.IFSelect_RetDone) throw new Error(`STEP transfer of ${name} failed`)
    if (writer.Write(scratchFile) !== oc.IFSelect_ReturnStatus.IFSelect_RetDone) throw new Error(`STEP writing of ${name} failed`)
    const text = oc.FS.readFile(scratchFile, { encoding: 'utf8' }) as string
    oc.FS.unlink(scratchFile)
    return text
  } finally {
    writer.delete()
    progress.delete()
    compound.delete()
  }
}
