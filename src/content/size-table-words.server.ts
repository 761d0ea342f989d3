/**
 * The words of a size table in Spanish and Russian. The table itself (part numbers, figures,
 * column order) is the English one from catalogue-sizes.server.ts; here its headers, word cells
 * and notes are put into the page's language and its figures written with a decimal comma.
 * A note this file has no wording for stays English and is listed in `englishNotes`, so the page
 * marks it `lang="en"` (a screen reader reads it in English) and a reviewer sees what is left.
 */
import { localiseFigures } from '../utils/language-format.ts'
import type { Language } from '../utils/languages.ts'
import type { SizeTable } from './catalogue-sizes.server.ts'

type Translated = Exclude<Language, 'en'>

/** A size table in a page's language; `englishNotes` lists the notes still in English, by index. */
export type LocalisedSizeTable = SizeTable & { englishNotes?: number[] }

/** Column headers, word for word from catalogue-figures.ts and catalogue-sizes.server.ts. */
const columnLabels: Record<Translated, Record<string, string>> = {
  es: {
    'Shell length': 'Longitud del tubo',
    'Shaft length': 'Longitud del eje',
    'Roll diameter': 'Diámetro del rodillo',
    'Roll length': 'Longitud del rodillo',
    'Shaft diameter': 'Diámetro del eje',
    'Outside diameter': 'Diámetro exterior',
    'Tube diameter': 'Diámetro del tubo',
    'Tube length': 'Longitud del tubo',
    'Small-end diameter': 'Diámetro del extremo menor',
    'Large-end diameter': 'Diámetro del extremo mayor',
    'Pipe diameter': 'Diámetro del tubo transportador',
    Bearing: 'Rodamiento',
    Wall: 'Espesor de pared',
    'Shell wall': 'Espesor del casco',
    Mass: 'Masa',
    'Rotating mass': 'Masa giratoria',
    'Machine mass': 'Masa de la máquina',
    'CEMA 502 load rating': 'Capacidad de carga CEMA 502',
    'Highest belt speed': 'Velocidad máxima de la banda',
    'Working temperature': 'Temperatura de trabajo',
    'Rating limited by': 'Capacidad limitada por',
    'Belt width': 'Ancho de banda',
    'Trough angle': 'Ángulo de artesa',
    Rolls: 'Rodillos',
    Carries: 'Lleva',
    'Face width': 'Ancho del casco',
    'Shell diameter': 'Diámetro del casco',
    'Bearing centres': 'Distancia entre rodamientos',
    'Shaft at bearings': 'Eje en los rodamientos',
    'Drive torque built for': 'Par motor de diseño',
    'Crown taper, each end': 'Conicidad de bombeo, cada extremo',
    'Crown drop on diameter': 'Reducción de diámetro por bombeo',
    Diameter: 'Diámetro',
    Length: 'Longitud',
    Width: 'Ancho',
    Shaft: 'Eje',
    Bore: 'Diámetro interior',
    'Bore (fits tube)': 'Diámetro interior (para el tubo)',
    'Fits tube': 'Para tubo',
    'Bearing seat': 'Asiento del rodamiento',
    'Seat depth': 'Profundidad del asiento',
    'Dynamic load rating C': 'Capacidad de carga dinámica C',
    'Static load rating C0': 'Capacidad de carga estática C0',
    'Thickness (DIN 471)': 'Espesor (DIN 471)',
    'Bar height': 'Altura de la barra',
    'Output per shift': 'Producción por turno',
    Power: 'Potencia',
    Footprint: 'Superficie ocupada',
  },
  ru: {
    'Shell length': 'Длина обечайки',
    'Shaft length': 'Длина оси',
    'Roll diameter': 'Диаметр ролика',
    'Roll length': 'Длина ролика',
    'Shaft diameter': 'Диаметр оси',
    'Outside diameter': 'Наружный диаметр',
    'Tube diameter': 'Диаметр трубы',
    'Tube length': 'Длина трубы',
    'Small-end diameter': 'Диаметр малого торца',
    'Large-end diameter': 'Диаметр большого торца',
    'Pipe diameter': 'Диаметр трубы конвейера',
    Bearing: 'Подшипник',
    Wall: 'Толщина стенки',
    'Shell wall': 'Толщина обечайки',
    Mass: 'Масса',
    'Rotating mass': 'Масса вращающихся частей',
    'Machine mass': 'Масса станка',
    'CEMA 502 load rating': 'Допустимая нагрузка по CEMA 502',
    'Highest belt speed': 'Наибольшая скорость ленты',
    'Working temperature': 'Рабочая температура',
    'Rating limited by': 'Нагрузку ограничивает',
    'Belt width': 'Ширина ленты',
    'Trough angle': 'Угол наклона боковых роликов',
    Rolls: 'Ролики',
    Carries: 'Комплектация',
    'Face width': 'Ширина обечайки',
    'Shell diameter': 'Диаметр обечайки',
    'Bearing centres': 'Расстояние между подшипниками',
    'Shaft at bearings': 'Вал в подшипниках',
    'Drive torque built for': 'Расчётный крутящий момент',
    'Crown taper, each end': 'Конусность бочки, с каждой стороны',
    'Crown drop on diameter': 'Уменьшение диаметра бочки',
    Diameter: 'Диаметр',
    Length: 'Длина',
    Width: 'Ширина',
    Shaft: 'Ось',
    Bore: 'Внутренний диаметр',
    'Bore (fits tube)': 'Внутренний диаметр (под трубу)',
    'Fits tube': 'Под трубу',
    'Bearing seat': 'Посадка подшипника',
    'Seat depth': 'Глубина посадки',
    'Dynamic load rating C': 'Динамическая грузоподъёмность C',
    'Static load rating C0': 'Статическая грузоподъёмность C0',
    'Thickness (DIN 471)': 'Толщина (DIN 471)',
    'Bar height': 'Высота планки',
    'Output per shift': 'Выработка за смену',
    Power: 'Мощность',
    Footprint: 'Занимаемая площадь',
  },
}

/** Headers with a figure in them: "Load rating at 2 m/s". */
const columnPatterns: Record<Translated, [RegExp, (speed: string) => string][]> = {
  es: [
    [/^Load rating at (.+) m\/s$/, (v) => `Capacidad de carga a ${v} m/s`],
    [/^Bearing L10 life at that load, (.+) m\/s$/, (v) => `Vida L10 del rodamiento con esa carga, ${v} m/s`],
  ],
  ru: [
    [/^Load rating at (.+) m\/s$/, (v) => `Допустимая нагрузка при ${v} м/с`],
    [/^Bearing L10 life at that load, (.+) m\/s$/, (v) => `Ресурс L10 подшипника при этой нагрузке, ${v} м/с`],
  ],
}

const unitNames: Record<Translated, Record<string, string>> = {
  es: {},
  ru: { mm: 'мм', kg: 'кг', g: 'г', kN: 'кН', 'm/s': 'м/с', h: 'ч' },
}

/** Word cells: a few fixed words, and the units after a figure. */
const cellWords: Record<Translated, [RegExp, string][]> = {
  es: [
    [/^on request$/, 'bajo pedido'],
    [/^flat$/, 'plana'],
    [/^over /, 'más de '],
    [/ deg C\b/g, ' °C'],
  ],
  ru: [
    [/^on request$/, 'по запросу'],
    [/^flat$/, 'прямая'],
    [/^over /, 'более '],
    [/ deg C\b/g, ' °C'],
    [/ mm\b/g, ' мм'],
    [/ kNm\b/g, ' кН·м'],
    [/ kN\b/g, ' кН'],
    [/ kg\b/g, ' кг'],
  ],
}

/** The notes a steel roll's table carries, each with its figures taken from the English. */
const notePatterns: Record<Translated, [RegExp, (...parts: string[]) => string][]> = {
  es: [
    [
      /^Letters A, B, C\.\.\. are the dimensions marked on the technical drawing, which shows (\S+)\.$/,
      (part) => `Las letras A, B, C... son las cotas marcadas en el plano técnico, que muestra ${part}.`,
    ],
    [
      /^Load rating: the radial load on the roll for a basic rating life L10 of ([\d,]+) h \(ISO 281\) at the roll speed each belt speed gives, from the bearing's dynamic load rating C from the SKF catalogue; two bearings per roll share the load\. Every rating assumes the premium bearing option, with the dynamic load rating C of the SKF catalogue; the standard bearings from our Chinese makers have a lower catalogue C, and the rating on them comes with the quotation\.$/,
      (life) =>
        `Capacidad de carga: la carga radial sobre el rodillo para una vida nominal L10 de ${life} h (ISO 281) a la velocidad de giro que da cada velocidad de la banda, con la capacidad de carga dinámica C del catálogo SKF; los dos rodamientos del rodillo reparten la carga. Toda capacidad supone la opción de rodamientos de primera marca, con la capacidad dinámica C del catálogo SKF; los rodamientos estándar de nuestros fabricantes chinos tienen una C de catálogo menor, y su capacidad se indica con la cotización.`,
    ],
    [
      /^Highest belt speed: the speed at which the roll reaches (\d+) rpm, the SANS 1313-1 ceiling for troughed idlers \(n = v x 60 \/ \(pi x D\)\)\. Return rolls are not troughed idlers and are not held to it \("-"\): their load rating at each belt speed is their limit\.$/,
      (rpm) =>
        `Velocidad máxima de la banda: la velocidad a la que el rodillo llega a ${rpm} r/min, el límite de SANS 1313-1 para estaciones de carga en artesa (n = v x 60 / (pi x D)). Los rodillos de retorno no son estaciones en artesa y no se rigen por él ("-"): su límite es su capacidad de carga a cada velocidad de la banda.`,
    ],
    [
      /^Shaft: B is its overall length; both ends have two milled flats \(F in the part number, after S, the shaft diameter and B\), the width across them set to your brackets\.$/,
      () =>
        'Eje: B es su longitud total; ambos extremos llevan dos planos fresados (F en la referencia, después de S, el diámetro del eje y B), con la distancia entre planos ajustada a sus soportes.',
    ],
    [
      /^Masses calculated from the dimensions: steel 7850 kg\/m3, polymers and rubber at their handbook densities\.$/,
      () => 'Masas calculadas a partir de las dimensiones: acero 7850 kg/m3; polímeros y goma con sus densidades de manual.',
    ],
  ],
  ru: [
    [
      /^Letters A, B, C\.\.\. are the dimensions marked on the technical drawing, which shows (\S+)\.$/,
      (part) => `Буквы A, B, C... обозначают размеры на техническом чертеже; на нём показан ${part}.`,
    ],
    [
      /^Load rating: the radial load on the roll for a basic rating life L10 of ([\d,]+) h \(ISO 281\) at the roll speed each belt speed gives, from the bearing's dynamic load rating C from the SKF catalogue; two bearings per roll share the load\. Every rating assumes the premium bearing option, with the dynamic load rating C of the SKF catalogue; the standard bearings from our Chinese makers have a lower catalogue C, and the rating on them comes with the quotation\.$/,
      (life) =>
        `Допустимая нагрузка: радиальная нагрузка на ролик при номинальном ресурсе L10 ${life} ч (ISO 281) и частоте вращения, которую даёт каждая скорость ленты, по динамической грузоподъёмности C из каталога SKF; нагрузку делят два подшипника ролика. Все значения даны для подшипников премиального исполнения с динамической грузоподъёмностью C по каталогу SKF; у стандартных подшипников наших китайских поставщиков каталожная C ниже, и нагрузку для них мы указываем в коммерческом предложении.`,
    ],
    [
      /^Highest belt speed: the speed at which the roll reaches (\d+) rpm, the SANS 1313-1 ceiling for troughed idlers \(n = v x 60 \/ \(pi x D\)\)\. Return rolls are not troughed idlers and are not held to it \("-"\): their load rating at each belt speed is their limit\.$/,
      (rpm) =>
        `Наибольшая скорость ленты: скорость, при которой ролик достигает ${rpm} об/мин, предела SANS 1313-1 для желобчатых роликоопор (n = v x 60 / (pi x D)). Нижние ролики не относятся к желобчатым роликоопорам и этим пределом не ограничены ("-"): их предел — допустимая нагрузка при каждой скорости ленты.`,
    ],
    [
      /^Shaft: B is its overall length; both ends have two milled flats \(F in the part number, after S, the shaft diameter and B\), the width across them set to your brackets\.$/,
      () =>
        'Ось: B — её общая длина; на обоих концах по две фрезерованные лыски (F в артикуле после S, диаметра оси и B), размер под ключ подгоняется под ваши кронштейны.',
    ],
    [
      /^Masses calculated from the dimensions: steel 7850 kg\/m3, polymers and rubber at their handbook densities\.$/,
      () => 'Массы рассчитаны по размерам: сталь 7850 кг/м3, полимеры и резина по справочной плотности.',
    ],
  ],
}

function translateLabel(label: string, language: Translated): string {
  const fixed = columnLabels[language][label]
  if (fixed) return fixed
  for (const [pattern, wording] of columnPatterns[language]) {
    const match = pattern.exec(label)
    if (match) return wording(localiseFigures(match[1] ?? '', language))
  }
  return label
}

/** The note in the language, or undefined when this file has no wording for it. */
function translateNote(note: string, language: Translated): string | undefined {
  for (const [pattern, wording] of notePatterns[language]) {
    const match = pattern.exec(note)
    if (match) return localiseFigures(wording(...match.slice(1).map((part) => part ?? '')), language)
  }
  return undefined
}

function translateCell(text: string, language: Translated): string {
  return cellWords[language].reduce((cell, [pattern, word]) => cell.replace(pattern, word), localiseFigures(text, language))
}

/** The size table in the page's language; an English table is returned as it is. */
export function translateSizeTable(table: SizeTable, language: Language): LocalisedSizeTable {
  if (language === 'en') return table
  const notes = table.notes.map((note) => translateNote(note, language))
  const englishNotes = notes.flatMap((note, index) => (note === undefined ? [index] : []))
  return {
    ...table,
    columns: table.columns.map((column) => ({
      ...column,
      label: translateLabel(column.label, language),
      ...(column.unit ? { unit: unitNames[language][column.unit] ?? column.unit } : {}),
    })),
    rows: table.rows.map((row) => ({
      partNumber: row.partNumber,
      cells: row.cells.map((cell) => ({
        text: translateCell(cell.text, language),
        ...(cell.imperial ? { imperial: localiseFigures(cell.imperial, language) } : {}),
      })),
    })),
    notes: notes.map((note, index) => note ?? table.notes[index] ?? ''),
    ...(englishNotes.length > 0 ? { englishNotes } : {}),
  }
}
