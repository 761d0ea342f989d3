import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { site } from '@/config/site'

export function Component() {
  const { facts } = site
  return (
    <article>
      <Breadcrumbs trail={[{ name: 'About Us' }]} />
      <h1>About {site.companyName}</h1>
      <p className="lead">
        We have made belt-conveyor rollers, idlers and pulleys in Hebei Province, northern China, since {facts.founded}.
        Buyers in more than {facts.exportCountries} countries order from us directly, without a trading company in between.
      </p>
      <h2>The factory</h2>
      <p>
        Our {facts.workshopAreaM2.toLocaleString('en-US')} m² of workshops hold {facts.rollerLines} roller production lines.
        Each line cuts the tube, bores both ends in one clamping, presses in the bearing housings, welds them with twin heads,
        assembles the bearings and seals, and tests the finished roller. We build these machines ourselves and also sell them.
      </p>
      <p>
        {facts.staff} people work here, {facts.engineers} of them engineers and technicians. Together they make about
        {' '}{facts.rollersPerYear.toLocaleString('en-US')} rollers and {facts.pulleysPerYear.toLocaleString('en-US')} pulleys a year.
      </p>
      <h2>Quality</h2>
      <p>
        Our quality system is certified to {facts.certification}. Every roller is checked for run-out; samples from each batch
        are tested for rotating resistance, axial play and water and dust ingress. We build to CEMA, DIN, JIS, SANS, AS and GB
        dimensions and name the standard on every drawing.
      </p>
      <h2>Export</h2>
      <p>
        We ship through {facts.ports.join(' and ')} on steel pallets or ISPM 15 heat-treated cases, and we photograph every
        container as it is loaded. Rollers, idlers and pulleys carry a {facts.warrantyMonths}-month warranty from shipment.
      </p>
      <p><Link to="/contact-us" className="button">Ask for a quotation</Link></p>
    </article>
  )
}
