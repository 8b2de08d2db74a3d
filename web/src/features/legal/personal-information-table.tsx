/**
 * The categories of personal information we collect, whether each is sold or shared, why we use it and how
 * long we keep it. Shown by the privacy policy and the state notice alike, so the two
 * never disagree. On phones each row becomes a card (legal.css); the markup stays a table.
 */

export interface PersonalInformationCategory {
  id: string;
  category: string;
  examples: string;
  soldOrShared: boolean;
  purposes: string;
  retention: string;
}

export const PERSONAL_INFORMATION_CATEGORIES: readonly PersonalInformationCategory[] = [
  {
    id: 'identifiers',
    category: 'Identifiers',
    examples:
      'Name, postal and property address, e-mail address, phone number, account username, IP address, and cookie or device identifiers.',
    soldOrShared: true,
    purposes:
      'Setting up, billing and renewing plans; handling claims and sending contractors; answering questions; verifying identity; preventing fraud; marketing our plans and showing advertising about them.',
    retention:
      'For as long as you have an account or plan with us, then for as long as we need to settle open claims or disputes and meet our tax, accounting and regulatory record-keeping duties. Cookie and device identifiers expire on the schedule each cookie sets, or sooner if you clear them.',
  },
  {
    id: 'commercial',
    category: 'Commercial information',
    examples:
      'Plans and add-ons quoted or bought, prices paid, renewal and cancellation history, and service requests and their outcome. Card numbers are held by our payment processor, not by us.',
    soldOrShared: false,
    purposes:
      'Providing the plan you bought, handling claims and payments, customer service, improving our plans, and meeting legal and regulatory duties.',
    retention:
      'For the life of the plan and afterwards for as long as the law requires service-contract, tax and accounting records to be kept, or longer while a claim, complaint or dispute is open.',
  },
  {
    id: 'internet-activity',
    category: 'Internet or other electronic network activity',
    examples:
      'Pages viewed, links clicked, how you arrived at our site, forms started, browser and device type, and whether you opened our e-mails or saw our ads.',
    soldOrShared: true,
    purposes:
      'Running and securing the website, remembering your preferences, measuring how pages and campaigns perform, and showing advertising for our plans on other sites.',
    retention:
      'Detailed activity records are kept only as long as needed for security and measurement, then deleted or reduced to totals that no longer identify you. Advertising cookies last as long as each cookie is set to last, or until you clear them.',
  },
  {
    id: 'sensory',
    category: 'Sensory data (audio, electronic and visual)',
    examples:
      'Recordings of calls with our team, photos and videos of covered items that you or a contractor upload, and live video-support sessions.',
    soldOrShared: false,
    purposes:
      'Diagnosing and documenting claims, quality checks and staff training, and resolving disagreements about what was said or found.',
    retention:
      'Call recordings are kept for a limited period for quality and training, longer only if a complaint or dispute needs them. Claim photos and videos are kept with the claim record for as long as that record is kept.',
  },
  {
    id: 'inferences',
    category: 'Inferences',
    examples:
      'Conclusions we draw from the information above, such as which plan or add-on may suit your home or when you may want to renew.',
    soldOrShared: false,
    purposes: 'Choosing which of our own offers and reminders to send you, and planning our products.',
    retention:
      'Refreshed as the underlying information changes, and deleted when we no longer keep the information they were drawn from or when you stop receiving marketing from us.',
  },
];

const COLUMNS = ['Category', 'Examples', 'Sold or shared?', 'Why we use it', 'How long we keep it'] as const;

export function PersonalInformationTable() {
  return (
    <table className="legal-table">
      <caption>Categories of personal information we collect</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {PERSONAL_INFORMATION_CATEGORIES.map((row) => (
          <tr key={row.id} data-category={row.id}>
            <th scope="row" data-label={COLUMNS[0]}>
              {row.category}
            </th>
            <td data-label={COLUMNS[1]}>{row.examples}</td>
            <td data-label={COLUMNS[2]} className="legal-table__sold">
              {row.soldOrShared ? 'Yes' : 'No'}
            </td>
            <td data-label={COLUMNS[3]}>{row.purposes}</td>
            <td data-label={COLUMNS[4]}>{row.retention}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
