import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { PhotoGrid } from '@/components/photo-grid'
import { site } from '@/config/site'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './how-to-order.loader.server'

/** Minimum orders and lead times by product family, as the product pages state them. */
const leadTimes = [
  { family: 'Rollers and idler rollers', path: '/roller', stock: '3-7 days, no minimum', made: '15-25 days, from 50 pieces per size' },
  {
    family: 'Idler sets and frames',
    path: '/idler',
    stock: '3-7 days, no minimum',
    made: '15-25 days; a roll size not in stock from 50 pieces',
  },
  { family: 'Pulleys', path: '/pulley', stock: '3-7 days for the common sizes we keep', made: '20-30 days, from one piece' },
  {
    family: 'Roller parts (housings, seals, shafts, tubes)',
    path: '/roller-parts',
    stock: '3-7 days for the stocked sizes',
    made: '15-25 days; a new casting pattern pays from about 500 pieces',
  },
  {
    family: 'Conveyor components (belts, cleaners, impact beds)',
    path: '/conveyor-components',
    stock: '3-7 days for the stocked widths',
    made: '15-25 days',
  },
  { family: 'Roller-making machines', path: '/conveyor-roller-machine', stock: 'Made to order', made: '30-45 days, from one set' },
]

export function Component() {
  const { facts } = site
  const { photos } = usePayload<typeof loader>()
  return (
    <article className="info-page">
      <Breadcrumbs trail={[{ name: 'How to order' }]} />
      <h1>How to order</h1>
      <p className="lead">
        What a buyer needs to know before the first order: minimum quantities, lead times, payment, warranty, shipping terms, packing,
        inspection and the documents that travel with the goods.
      </p>
      <nav className="page-sections" aria-label="On this page">
        <ul>
          <li>
            <a href="#steps">Steps</a>
          </li>
          <li>
            <a href="#lead-times">Minimum orders (MOQ) and lead times</a>
          </li>
          <li>
            <a href="#payment">Payment</a>
          </li>
          <li>
            <a href="#warranty">Warranty</a>
          </li>
          <li>
            <a href="#shipping">Incoterms and ports</a>
          </li>
          <li>
            <a href="#packing">Packing</a>
          </li>
          <li>
            <a href="#inspection">Inspection</a>
          </li>
          <li>
            <a href="#documents">Documents</a>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="steps">
        <h2 id="steps">From enquiry to delivery</h2>
        <ol className="step-list">
          <li>
            <strong>Enquiry.</strong> Send the belt width, roll diameter and length, bearing, standard, quantity and destination port, or a
            drawing or photograph of the part you replace: the <Link to="/contact-us#enquiry">enquiry form</Link> takes up to five files
            (PDF, DWG, DXF, JPEG, PNG, WebP).
          </li>
          <li>
            <strong>Quotation.</strong> An engineer replies within one working day with a price per item, the lead time and the Incoterm you
            asked for, or with the questions that decide the design.
          </li>
          <li>
            <strong>Drawing and confirmation.</strong> For anything made to order we send a dimensioned drawing to sign; production starts
            on the signed drawing and the deposit.
          </li>
          <li>
            <strong>Production and tests.</strong> Every roll is checked for run-out; batch samples go through the lab tests listed under
            Inspection.
          </li>
          <li>
            <strong>Inspection and packing.</strong> You, or an inspector you appoint, can check the goods before packing; we send
            photographs of the packed goods and the loaded container.
          </li>
          <li>
            <strong>Shipment and documents.</strong> The goods leave from {facts.ports.join(' or ')}; the documents go by courier or
            electronically.
          </li>
        </ol>
      </section>

      <section aria-labelledby="lead-times">
        <h2 id="lead-times">Minimum orders (MOQ) and lead times</h2>
        <p>Days are working days from the signed drawing and the deposit to goods ready at our works. Sea freight comes on top.</p>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Product family</th>
                <th scope="col">Stock sizes</th>
                <th scope="col">Made to order</th>
              </tr>
            </thead>
            <tbody>
              {leadTimes.map((row) => (
                <tr key={row.family}>
                  <th scope="row">
                    <Link to={row.path}>{row.family}</Link>
                  </th>
                  <td>{row.stock}</td>
                  <td>{row.made}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>A sample of a made-to-order roller can be sent before the main order; its cost is credited when the order follows.</p>
      </section>

      <section aria-labelledby="payment">
        <h2 id="payment">Payment</h2>
        <ul className="check-list">
          <li>Telegraphic transfer (T/T) in US dollars or euros: 30 % with the order, 70 % against a copy of the bill of lading.</li>
          <li>Stock items and samples: 100 % before dispatch.</li>
          <li>Irrevocable letter of credit (L/C) at sight, for orders from USD 30,000; confirmed by a bank in China on request.</li>
          <li>Prices are held for 30 days from the quotation; steel-heavy items are requoted if the order comes later.</li>
        </ul>
      </section>

      <section aria-labelledby="warranty">
        <h2 id="warranty">Warranty</h2>
        <p>
          Rollers, idlers, pulleys, roller parts and conveyor components: {facts.warrantyMonths} months from shipment. Roller-making
          machines: {facts.machineWarrantyMonths} months from shipment, with wear parts such as clamp jaws, cutting inserts and welding tips
          excluded and listed with their expected life.
        </p>
        <p>
          A claim needs the batch number marked on the roll or the packing list, photographs and a short description of the duty. We replace
          faulty parts free of charge with the next shipment, or send them by courier when a conveyor is standing. Wear of shells, lagging
          and blades in normal service, and damage from wrong fitting, belt misalignment or spillage, are not covered.
        </p>
      </section>

      <section aria-labelledby="shipping">
        <h2 id="shipping">Incoterms and ports</h2>
        <p>We quote on the Incoterms 2020 rule you name; when you do not name one, we quote FOB and CIF.</p>
        <dl className="term-list">
          <div>
            <dt>FOB {facts.ports[0]}</dt>
            <dd>For sea freight. We clear export and load the goods on board; from then on risk and freight are yours.</dd>
          </div>
          <div>
            <dt>CFR and CIF</dt>
            <dd>
              We book and pay the freight to your port (CIF adds minimum insurance, Institute Cargo Clauses C). Risk still passes to you
              once the goods are on board in China, so many buyers add their own cover.
            </dd>
          </div>
          <div>
            <dt>FCA and CIP</dt>
            <dd>
              The rules the ICC advises for container cargo: risk passes when we hand the container to the carrier at the port or inland
              terminal.
            </dd>
          </div>
          <div>
            <dt>EXW</dt>
            <dd>You collect at our works in Hebei Province; export clearance is then yours.</dd>
          </div>
        </dl>
        <p>
          Our ports are {facts.ports.join(' and ')}, both among the ten busiest container ports in the world, with sailings to every main
          port. Full containers (20 ft or 40 ft) and shared loads (LCL) are both possible; small parts can go by air or courier.
        </p>
      </section>

      <section aria-labelledby="packing">
        <h2 id="packing">Packing</h2>
        <ul className="check-list">
          <li>
            Rollers on steel pallets or in steel frames, strapped and wrapped: steel needs no ISPM 15 treatment and stacks safely in the
            container.
          </li>
          <li>
            Solid-wood cases and pallets are heat-treated to ISPM 15 (56 °C at the core for at least 30 minutes) and carry the IPPC mark;
            plywood cases are used where a buyer prefers them.
          </li>
          <li>
            Pulleys on skids with the shaft ends and bearing seats greased and wrapped; machines bolted into a case or frame with slideways
            coated against rust.
          </li>
          <li>
            Every package is marked with the order number, item numbers, quantity, gross and net weight; the packing list follows the same
            numbers.
          </li>
        </ul>
        <PhotoGrid photos={[...photos.packing, ...photos.containerLoading]} label="Photographs of packing and container loading" />
      </section>

      <section aria-labelledby="inspection">
        <h2 id="inspection">Inspection</h2>
        <p>
          Our quality system is certified to {facts.certification}. Every roll is checked for run-out on a dial gauge before painting;
          samples from each batch are tested for rotating resistance, axial play and water and dust ingress, to the limits of the standard
          named on the order. See <Link to="/about-us#quality">our quality lab</Link> for the tests and figures.
        </p>
        <p>
          You are welcome to inspect before packing, in person, by video call or through an inspection company you appoint (SGS, Bureau
          Veritas, Intertek or another); tell us when you order, and we plan the date with you.
        </p>
        <PhotoGrid photos={photos.testing} label="Photographs of our tests" />
      </section>

      <section aria-labelledby="documents">
        <h2 id="documents">Documents shipped</h2>
        <ul className="check-list">
          <li>Commercial invoice and packing list.</li>
          <li>Bill of lading (or air waybill).</li>
          <li>Certificate of origin; Form E, Form P or another preferential form where the destination accepts one.</li>
          <li>Mill certificates for tube, bar and plate (EN 10204 3.1).</li>
          <li>Test reports: run-out of the rolls and the batch sample tests; balance and run-out for pulleys.</li>
          <li>Dimensioned drawings as built; for machines, manuals, wiring diagrams and the spare-parts list.</li>
          <li>ISPM 15 declaration for wooden packing, and the insurance certificate under CIF or CIP.</li>
        </ul>
      </section>

      <section aria-labelledby="ready" className="enquiry-panel">
        <h2 id="ready">Ready to ask for a price?</h2>
        <p>Send what you know; we ask for the rest. A reply comes within one working day.</p>
        <Link to="/contact-us#enquiry" className="button button--primary">
          Ask for a quotation
        </Link>
      </section>
    </article>
  )
}
