import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { PhotoGrid } from '@/components/photo-grid'
import { site } from '@/config/site'
import { whatsAppHref } from '@/utils/contact-links'
import { formatDate } from '@/utils/format-date'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './about.loader.server'
import { ExportMap } from './export-map'
import { FactoryVideo } from './factory-video'

const number = (value: number) => value.toLocaleString('en-US')

/** Milestones, each with the news story that reported it where there is one. */
const timeline = [
  {
    year: 2009,
    text: 'Founded in Hebei Province with one roller line, making steel rollers for coal mines and cement plants in northern China.',
  },
  { year: 2012, text: 'Quality system certified to ISO 9001. First export containers, to buyers in South-East Asia.' },
  {
    year: 2014,
    text: 'Moved into the present works: 26,000 m² of workshops, four roller lines and a pulley workshop with rubber lagging.',
  },
  { year: 2016, text: 'Began building our own double-end boring machines and twin-head welders, to hold run-out on every roll.' },
  { year: 2018, text: 'Certificate moved to ISO 9001:2015. The eighth roller line started, and the lines went to two shifts.' },
  { year: 2019, text: 'Roller-making machines offered to other roller makers, singly or as a complete line.' },
  {
    year: 2021,
    text: 'A welding line for troughing, return and impact idler frames went into service.',
    news: { path: '/news/new-welding-line-for-idler-frames-in-service', label: 'the story' },
  },
  {
    year: 2024,
    text: 'A painting line for finished rollers, and a new bench for drag and run tests in the quality lab.',
    news: { path: '/news/new-roller-test-bench-for-drag-and-run-tests', label: 'the test bench' },
  },
  {
    year: 2026,
    text: 'Stock warehouse extended, so the most-ordered rollers, idler sets and parts ship in 3-7 days.',
    news: { path: '/news/warehouse-extension-for-stock-roller-and-idler-sizes', label: 'the story' },
  },
]

/** What happens at each machine of the line, in the order of the loader's products. */
const processSteps = [
  { title: 'Cut the tube', text: 'ERW tube is cut square to length, so both ends start true.' },
  {
    title: 'Bore both ends at once',
    text: 'Both ends are faced, chamfered and bored in one clamping; this keeps the two bearing seats concentric and mainly decides run-out.',
  },
  { title: 'Press the housings', text: 'Pressed or cast bearing housings go into both ends together, square to the tube axis.' },
  { title: 'Weld', text: 'Twin heads weld both housings in one turn with CO₂/MAG wire.' },
  { title: 'Make the shaft', text: 'Bright bar is cut, then flats, grooves and circlip slots are milled to the frame the roll fits.' },
  { title: 'Assemble', text: 'Bearings, labyrinth seals and circlips are pressed in with their grease fill.' },
  { title: 'Test', text: 'Every roll is checked for run-out and free turning; samples from each batch go on to the lab.' },
  {
    title: 'Paint and pack',
    text: 'Shot-blasted, primed and painted (or galvanised or powder-coated), marked with its batch number and packed by order item.',
  },
]

/** Lab tests with their limits; a limit always comes with the standard or practice it is taken from. */
const labTests = [
  {
    test: 'Run-out (TIR)',
    method: 'Every roll: dial gauge reading to 0.01 mm, highest minus lowest over one turn',
    limit: '≤ 0.6 mm on trough rolls; return rolls lower',
    source: 'South African specification (SANS 1313 orders)',
  },
  {
    test: 'Rotating resistance',
    method: 'Force at the rim to keep the roll turning',
    limit: '≤ 130 g for medium rolls (to about 153 mm); ≤ 250 g for heavy rolls (to about 178 mm)',
    source: 'South African specification',
  },
  {
    test: 'Factory run test',
    method: 'Roll driven at a simulated belt speed',
    limit: 'At least 7.62 m/s',
    source: 'South African specification',
  },
  { test: 'Axial play', method: 'Shaft pushed each way under 500 N', limit: '< 1.2 mm', source: 'MT 821 (Chinese coal-mine idlers)' },
  {
    test: 'Resistance under load',
    method: '250 N radial load at 2.0 m/s',
    limit: 'The limit of the standard on the order',
    source: 'MT 821',
  },
  { test: 'Water immersion', method: 'Roll turning at 1450 rpm for 24 h in water', limit: '≤ 150 g of water in', source: 'MT 821' },
  { test: 'Water spray', method: 'Roll turning at 1450 rpm for 120 h under spray', limit: '≤ 250 g of water in', source: 'MT 821' },
  {
    test: 'Drop test',
    method: 'Roll dropped, then tested again',
    limit: 'No part separates; resistance afterwards ≤ 1.5 × the limit',
    source: 'MT 821',
  },
  {
    test: 'Dust and run-down',
    method: '30 min in dust; run-down from 1200 rpm',
    limit: 'Friction coefficient ≤ 0.015',
    source: 'Practice of Indian buyers (IS 8598 orders)',
  },
]

const tradeFairs = [
  { name: 'Canton Fair (China Import and Export Fair)', city: 'Guangzhou', when: 'spring and autumn sessions every year' },
  { name: 'bauma CHINA', city: 'Shanghai', when: 'every two years' },
  { name: 'China Coal & Mining Expo', city: 'Beijing', when: 'every two years' },
  { name: 'Electra Mining Africa', city: 'Johannesburg', when: 'every two years' },
  { name: 'bauma', city: 'Munich', when: 'every three years' },
]

const enquiryRoles = [
  {
    role: 'Sales engineers, one per region',
    task: 'Asia and Oceania; the Middle East, Africa and Central Asia; Europe and the Americas. The first reply to every enquiry, within one working day, with a price or the questions that decide the design.',
  },
  {
    role: 'Application engineers',
    task: 'Check idler class, bearing life, roll speed and pulley diameter against your belt and duty, and draw what is made to order.',
  },
  { role: 'Quality manager', task: 'Test records of your batches, inspection dates with you or your inspector, and warranty claims.' },
  { role: 'Export documents officer', task: 'Letters of credit, certificates of origin, mill certificates and shipping documents.' },
  { role: 'Machine service engineer', task: 'Roller-making machines: layouts, commissioning, operator training and wear parts.' },
]

export function Component() {
  const { steps, photos, video } = usePayload<typeof loader>()
  const { facts } = site
  const showsWorks = photos.factory.length > 0 || video !== undefined
  const rollsPerDay = facts.rollerLines * facts.rollsPerShiftPerLine * facts.shiftsPerDay
  return (
    <article className="about-page">
      <Breadcrumbs trail={[{ name: 'About us' }]} />
      <h1>About {site.companyName}</h1>
      <p className="lead">
        We have made belt-conveyor rollers, idlers and pulleys in Hebei Province, northern China, since {facts.founded}, and sold them
        directly, without a trading company in between, to buyers in {facts.exportCountries} countries.
      </p>
      <ul className="facts" aria-label="The company in figures">
        <li>
          <strong>{facts.founded}</strong> founded
        </li>
        <li>
          <strong>{number(facts.workshopAreaM2)} m²</strong> of workshops
        </li>
        <li>
          <strong>{facts.staff}</strong> people, {facts.engineers} engineers
        </li>
        <li>
          <strong>{facts.rollerLines}</strong> roller lines
        </li>
        <li>
          <strong>{number(facts.rollersPerYear)}</strong> rollers a year
        </li>
        <li>
          <strong>{facts.exportCountries}</strong> export countries
        </li>
      </ul>
      <nav className="page-sections" aria-label="On this page">
        <ul>
          {showsWorks && (
            <li>
              <a href="#works">Our works</a>
            </li>
          )}
          <li>
            <a href="#history">History</a>
          </li>
          <li>
            <a href="#process">How a roller is made</a>
          </li>
          <li>
            <a href="#quality">Quality lab</a>
          </li>
          <li>
            <a href="#certificates">Certificates</a>
          </li>
          <li>
            <a href="#capacity">Capacity</a>
          </li>
          <li>
            <a href="#markets">Export markets</a>
          </li>
          {site.tradeReferences.length > 0 && (
            <li>
              <a href="#references">References</a>
            </li>
          )}
          <li>
            <a href="#fairs">Trade fairs</a>
          </li>
          <li>
            <a href="#people">Who answers</a>
          </li>
        </ul>
      </nav>

      {showsWorks && (
        <section aria-labelledby="works">
          <h2 id="works">Our works</h2>
          {video && <FactoryVideo video={video} />}
          <PhotoGrid photos={photos.factory} label="Photographs of our works" />
        </section>
      )}

      <section aria-labelledby="history">
        <h2 id="history">History</h2>
        <ol className="timeline">
          {timeline.map((entry) => (
            <li key={entry.year}>
              <span className="timeline-year">{entry.year}</span>
              <p>
                {entry.text}
                {entry.news && (
                  <>
                    {' '}
                    Read <Link to={entry.news.path}>{entry.news.label}</Link>.
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="process">
        <h2 id="process">How a roller is made</h2>
        <p>
          Each of our {facts.rollerLines} lines takes a tube through the same steps. We build the machines ourselves, and sell them too.
        </p>
        <PhotoGrid photos={photos.productionLines} label="Photographs of our roller lines" />
        <ol className="process-steps">
          {processSteps.map((step, index) => {
            const product = steps[index]
            const isMachine = index < processSteps.length - 1
            return (
              <li key={step.title}>
                {product && (
                  <img
                    src={product.image.src}
                    alt={product.image.alt}
                    width={product.image.width}
                    height={product.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <div>
                  <h3>
                    <span className="step-number">{index + 1}</span> {step.title}
                  </h3>
                  <p>{step.text}</p>
                  {product && (
                    <p className="article-meta">
                      {isMachine ? 'Machine' : 'Finished'}: <Link to={product.path}>{product.name}</Link>
                    </p>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      </section>

      <section aria-labelledby="quality">
        <h2 id="quality">Quality lab and certification</h2>
        <p>
          Our quality system is certified to {facts.certification}, and an external auditor checks it on the shop floor every year (
          <Link to="/news/iso-9001-2015-surveillance-audit-passed">the latest audit</Link>; the certificate and its number are{' '}
          <a href="#certificates">below</a>). Every roll is checked for run-out; samples from each batch go through the tests below. Limits
          differ between standards, so each test is run to the standard named on the order; the table gives the limits of the standards we
          are asked for most.
        </p>
        <PhotoGrid photos={photos.testing} label="Photographs of our tests" />
        <div className="table-scroll">
          <table className="stack-table">
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">How</th>
                <th scope="col">Limit</th>
                <th scope="col">Standard</th>
              </tr>
            </thead>
            <tbody>
              {labTests.map((row) => (
                <tr key={row.test}>
                  <th scope="row">{row.test}</th>
                  <td data-label="How">{row.method}</td>
                  <td data-label="Limit">{row.limit}</td>
                  <td data-label="Standard">{row.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>Results are filed by batch number, which is marked on every roll; ask for the records of your own order at any time.</p>
      </section>

      <section aria-labelledby="certificates">
        <h2 id="certificates">Certificates and licences</h2>
        <p>Every certificate can be checked with the body that issued it: give them the number below.</p>
        <div className="table-scroll">
          <table className="stack-table">
            <thead>
              <tr>
                <th scope="col">Standard</th>
                <th scope="col">Certificate no.</th>
                <th scope="col">Issued by</th>
                <th scope="col">Scope</th>
                <th scope="col">Valid</th>
              </tr>
            </thead>
            <tbody>
              {site.certificates.map((certificate) => (
                <tr key={certificate.number}>
                  <th scope="row">
                    {certificate.standard}
                    {certificate.scan && (
                      <>
                        <br />
                        <a href={certificate.scan}>See the certificate</a>
                      </>
                    )}
                  </th>
                  <td data-label="Certificate no.">{certificate.number}</td>
                  <td data-label="Issued by">{certificate.body}</td>
                  <td data-label="Scope">{certificate.scope}</td>
                  <td data-label="Valid">
                    <time dateTime={certificate.validFrom}>{formatDate(certificate.validFrom)}</time> to{' '}
                    <time dateTime={certificate.validUntil}>{formatDate(certificate.validUntil)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Business licence: unified social credit code <strong>{site.businessLicence.creditCode}</strong>. Enter it in China&apos;s National
          Enterprise Credit Information Publicity System to see our registration, capital and status.
          {site.exportLicence && (
            <>
              {' '}
              {site.exportLicence.name}: <strong>{site.exportLicence.number}</strong>.
            </>
          )}
        </p>
      </section>

      <section aria-labelledby="capacity">
        <h2 id="capacity">Capacity</h2>
        <div className="two-columns">
          <div>
            <h3>Rollers</h3>
            <table className="figures-table">
              <tbody>
                <tr>
                  <th scope="row">Roller lines</th>
                  <td>{facts.rollerLines}</td>
                </tr>
                <tr>
                  <th scope="row">Rolls a line makes in an {facts.shiftHours} h shift (89-133 mm)</th>
                  <td>about {facts.rollsPerShiftPerLine}</td>
                </tr>
                <tr>
                  <th scope="row">Shifts a day</th>
                  <td>{facts.shiftsPerDay}</td>
                </tr>
                <tr>
                  <th scope="row">Rolls a day</th>
                  <td>{number(rollsPerDay)}</td>
                </tr>
                <tr>
                  <th scope="row">Working days a year</th>
                  <td>{facts.workingDaysPerYear}</td>
                </tr>
                <tr>
                  <th scope="row">Rolls a year</th>
                  <td>
                    <strong>{number(facts.rollersPerYear)}</strong>
                  </td>
                </tr>
              </tbody>
            </table>
            <p className="article-meta">
              {facts.rollerLines} × {facts.rollsPerShiftPerLine} × {facts.shiftsPerDay} × {facts.workingDaysPerYear} ={' '}
              {number(facts.rollersPerYear)}. Larger and longer rolls take longer, so a year of heavy rolls makes fewer. Pulleys: about{' '}
              {number(facts.pulleysPerYear)} a year.
            </p>
          </div>
          <div>
            <h3>People</h3>
            <table className="figures-table">
              <tbody>
                {facts.teams.map((row) => (
                  <tr key={row.team}>
                    <th scope="row">{row.team}</th>
                    <td>{row.people}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">In all</th>
                  <td>
                    <strong>{facts.staff}</strong>
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section aria-labelledby="markets">
        <h2 id="markets">Export markets</h2>
        <p>
          Rollers, idlers and pulleys from our works run on conveyors in {facts.exportCountries} countries. They leave through{' '}
          {facts.ports.join(' and ')}, on steel pallets or in ISPM 15 cases; see <Link to="/how-to-order">how to order</Link>.
        </p>
        <PhotoGrid photos={[...photos.packing, ...photos.containerLoading]} label="Photographs of packing and container loading" />
        <ExportMap markets={facts.exportMarkets} titleId="export-map-title" />
        <p className="map-legend" aria-hidden="true">
          <span className="map-key map-key--works" /> Our works in Hebei <span className="map-key map-key--market" /> A country we export to
        </p>
        <ul className="country-list" aria-label="Countries we export to">
          {[...facts.exportMarkets]
            .sort((a, b) => a.localeCompare(b))
            .map((country) => (
              <li key={country}>{country}</li>
            ))}
        </ul>
      </section>

      {site.tradeReferences.length > 0 && (
        <section aria-labelledby="references">
          <h2 id="references">References</h2>
          <p>These customers have agreed to be named. Ask us, and we put you in touch with one near you.</p>
          <ul className="fair-list">
            {site.tradeReferences.map((reference) => (
              <li key={reference.company}>
                <strong>{reference.company}</strong>, {reference.country}: {reference.supplied}
                {reference.since && <>, since {reference.since}</>}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="fairs">
        <h2 id="fairs">Trade fairs</h2>
        <p>
          We meet buyers at these fairs, as exhibitors or visitors. Write to us before a fair and we tell you whether our engineers will be
          there.
        </p>
        <ul className="fair-list">
          {tradeFairs.map((fair) => (
            <li key={fair.name}>
              <strong>{fair.name}</strong>, {fair.city}: {fair.when}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="people">
        <h2 id="people">Who answers your enquiry</h2>
        <ul className="person-list" aria-label="Our sales engineers">
          {site.salesContacts.map((person) => (
            <li key={person.email}>
              <strong>{person.name}</strong>
              <span>{person.role}</span>
              <span>Speaks {person.languages.join(', ')}</span>
              <span>
                E-mail: <a href={`mailto:${person.email}`}>{person.email}</a>
              </span>
              <span>
                WhatsApp: <a href={whatsAppHref(person.whatsapp)}>{person.whatsapp}</a>
              </span>
            </li>
          ))}
        </ul>
        <dl className="term-list">
          {enquiryRoles.map((entry) => (
            <div key={entry.role}>
              <dt>{entry.role}</dt>
              <dd>{entry.task}</dd>
            </div>
          ))}
        </dl>
        <p className="button-row">
          <Link to="/contact-us#enquiry" className="button button--primary">
            Ask for a quotation
          </Link>
          <Link to="/how-to-order" className="button button--quiet">
            How to order
          </Link>
        </p>
      </section>
    </article>
  )
}
