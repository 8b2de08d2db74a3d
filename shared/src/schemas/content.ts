/**
 * The public website's content calls: resources (forum) categories and
 * articles, the newsletter, reviews, sales representatives, awards, executives, the contact form, the
 * video-support sign-up and the brochure request. Field names are the API's fixed ones.
 */
import { type Static, Type } from 'typebox';
import { ZIP_LENGTH } from '../field-checks.ts';
import {
  BROCHURE_CULTURES,
  BROCHURE_MAX_LENGTHS,
  LEAD_BROCHURE_TYPES,
  VIDEO_SUPPORT_PHONE_LENGTH,
} from '../marketing-forms.ts';
import { RESOURCES_ALL_COUNT } from '../resources.ts';
import { documentedForm, IsoDateTime, MAX_ROW_ID, RowId } from './common.ts';

const Text = /* @__NO_SIDE_EFFECTS__ */ (max: number) => Type.String({ maxLength: max });

// ---- Resources (forum) --------------------------------------------------------------------------

export const ForumCategory = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  /** The slug of /resources/{urlSafeName}. */
  urlSafeName: Type.String(),
  /** The intro shown under the category's heading. */
  categoryText: Type.String(),
  /** The banner image's address. */
  backgroundImg: Type.String(),
  /** The page title and description of the category page. */
  meta: Type.Object({ title: Type.String(), description: Type.String() }),
});
export type ForumCategory = Static<typeof ForumCategory>;

const entryFields = {
  id: Type.Integer(),
  categoryForumId: Type.Integer(),
  title: Type.String(),
  /** A sentence or two that introduces the article in lists. */
  description: Type.String(),
  /** The category's display name. */
  forum: Type.String(),
  /** The article's image address. */
  avatar: Type.String(),
  /** The category's slug, for /resources/{categorySlug}/{titleSlug}/{categoryId}/{articleId}. */
  categorySlug: Type.String(),
  titleSlug: Type.String(),
  /** The canonical address of the article page, built from the four parts above. */
  url: Type.String(),
  publishedDate: IsoDateTime,
};
export const ForumEntrySummary = Type.Object(entryFields);
export type ForumEntrySummary = Static<typeof ForumEntrySummary>;

export const ForumEntry = Type.Object({
  ...entryFields,
  /** The article's body: HTML of headings, paragraphs and lists, written by us. */
  content: Type.String(),
});
export type ForumEntry = Static<typeof ForumEntry>;

export const ForumSummariesParams = Type.Object({
  count: Type.Integer({ minimum: 1, maximum: RESOURCES_ALL_COUNT }),
  forumId: Type.Integer({ minimum: 0, maximum: MAX_ROW_ID }),
});
export const ForumEntryParams = Type.Object({ id: RowId });
export const ContentImageParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }) });

export const NewsletterParams = Type.Object({ email: Type.String({ maxLength: 254 }) });
export const NewsletterResponse = Type.Object({ result: Type.Literal(true), email: Type.String() });
export type NewsletterResponse = Static<typeof NewsletterResponse>;
/** The token of the confirmation link (?token=...). */
export const NewsletterConfirmBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type NewsletterConfirmBody = Static<typeof NewsletterConfirmBody>;
/** The address now subscribed. */
export const NewsletterConfirmResponse = Type.Object({ result: Type.Literal(true), email: Type.String() });
export type NewsletterConfirmResponse = Static<typeof NewsletterConfirmResponse>;
/** The address and its signed token, as the newsletter mails' List-Unsubscribe address carries them. */
export const NewsletterUnsubscribeQuery = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
export type NewsletterUnsubscribeQuery = Static<typeof NewsletterUnsubscribeQuery>;
/** The address now unsubscribed (also when it was not subscribed). */
export const NewsletterUnsubscribeResponse = Type.Object({ result: Type.Literal(true), email: Type.String() });
export type NewsletterUnsubscribeResponse = Static<typeof NewsletterUnsubscribeResponse>;

// ---- Reviews ------------------------------------------------------------------------------------

/** The four kinds of reviews; each page shows its own. */
export const REVIEW_GROUPS = ['customer', 'contractor', 'homeowner', 'realEstate'] as const;
export type ReviewGroup = (typeof REVIEW_GROUPS)[number];

export const Review = Type.Object({
  /** First name and last initial, as "Maria G.". */
  name: Type.String(),
  contents: Type.String(),
  /** 1 to 5 stars. */
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  /** City and state, as "Mesa, AZ". */
  location: Type.String(),
});
export type Review = Static<typeof Review>;

export const ReviewParams = Type.Object({
  group: Type.Enum(REVIEW_GROUPS, { type: 'string' }),
  count: Type.Integer({ minimum: 1, maximum: 100 }),
});

// ---- Sales representatives ----------------------------------------------------------------------

export const SalesRep = Type.Object({
  salesRepId: Type.Integer(),
  /** The job title shown under the name. */
  titleTag: Type.String(),
  territory: Type.String(),
  cellPhone: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  stateCode: Type.String(),
  /** The portrait's address (GET /salesRep/{id}/photo). */
  photoUrl: Type.String(),
});
export type SalesRep = Static<typeof SalesRep>;

export const SalesRepParams = Type.Object({ id: RowId });
export const SalesRepStateParams = Type.Object({ stateCode: Type.String({ pattern: '^[A-Za-z]{2}$' }) });

// ---- Company ------------------------------------------------------------------------------------

export const Award = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  year: Type.Integer(),
  issuer: Type.String(),
  imageUrl: Type.Optional(Type.String()),
});
export type Award = Static<typeof Award>;

export const CountParams = Type.Object({ count: Type.Integer({ minimum: 1, maximum: 100 }) });
export const AwardImageParams = Type.Object({ id: RowId });

export const Executive = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  bio: Type.String(),
});
export type Executive = Static<typeof Executive>;

// ---- Contact and video-support sign-up ----------------------------------------------------------

/** Optional fields, so that a missing one gets the form's own message (contactFormErrors). */
export const ContactEmailBody = Type.Object({
  name: Type.Optional(Text(200)),
  phone: Type.Optional(Text(30)),
  email: Type.Optional(Text(254)),
  message: Type.Optional(Text(5000)),
});
export type ContactEmailBody = Static<typeof ContactEmailBody>;
/** What contactFormErrors takes, for the API document. */
export const ContactEmailForm = /* @__PURE__ */ documentedForm(ContactEmailBody, {
  required: ['email', 'message'],
  formats: { email: { format: 'email' } },
});
export const ContactEmailResponse = Type.Object({ result: Type.Literal(true) });

/** The sign-up's five fields, spelled exactly as the API takes them (videoSupportSignupErrors checks them). */
export const VideoSupportSignupBody = Type.Object({
  FirstName: Type.Optional(Text(100)),
  LastName: Type.Optional(Text(100)),
  Email: Type.Optional(Text(254)),
  Company: Type.Optional(Text(200)),
  Phone: Type.Optional(Text(30)),
});
export type VideoSupportSignupBody = Static<typeof VideoSupportSignupBody>;
/** What videoSupportSignupErrors takes, for the API document. */
export const VideoSupportSignupForm = /* @__PURE__ */ documentedForm(VideoSupportSignupBody, {
  required: ['FirstName', 'LastName', 'Email', 'Company', 'Phone'],
  formats: {
    Email: { format: 'email' },
    Phone: { minLength: VIDEO_SUPPORT_PHONE_LENGTH, maxLength: VIDEO_SUPPORT_PHONE_LENGTH, examples: ['602-555-0142'] },
  },
});
export const VideoSupportSignupResponse = Type.Object({ hasSent: Type.Boolean() });

// ---- Brochure -----------------------------------------------------------------------------------

export const BrochureQuery = Type.Object({
  culture: Type.Optional(Type.Enum(BROCHURE_CULTURES, { type: 'string', default: 'en-US' })),
});
/** Optional fields, so that a missing one gets the form's own message (brochureFormErrors). */
export const BrochureBody = Type.Object({
  contactName: Type.Optional(Text(BROCHURE_MAX_LENGTHS.contactName)),
  email: Type.Optional(Text(BROCHURE_MAX_LENGTHS.email)),
  address: Type.Optional(Text(BROCHURE_MAX_LENGTHS.address)),
  postalCode: Type.Optional(Text(BROCHURE_MAX_LENGTHS.postalCode)),
  homePhone: Type.Optional(Text(BROCHURE_MAX_LENGTHS.homePhone)),
  leadBrochureTypeId: Type.Optional(Type.Enum(LEAD_BROCHURE_TYPES, { type: 'string', default: 'Homeowner' })),
});
export type BrochureBody = Static<typeof BrochureBody>;
/** What brochureFormErrors takes, for the API document. */
export const BrochureForm = /* @__PURE__ */ documentedForm(BrochureBody, {
  required: ['contactName', 'email', 'postalCode'],
  formats: { email: { format: 'email' }, postalCode: { minLength: ZIP_LENGTH } },
});
export const BrochureResponse = Type.Object({
  /** The brochure PDF in the language asked for. */
  url: Type.String(),
  leadId: Type.String(),
});
export type BrochureResponse = Static<typeof BrochureResponse>;
export const BrochureFileParams = Type.Object({ culture: Type.Enum(BROCHURE_CULTURES, { type: 'string' }) });

// ---- Sample contract ----------------------------------------------------------------------------

export const SampleContractParams = Type.Object({
  planType: Type.Union([Type.Literal('consumer'), Type.Literal('realEstate')]),
  stateCode: Type.String({ pattern: '^[A-Za-z]{2}$' }),
});
export const SampleContractResponse = Type.Object({
  title: Type.String(),
  notice: Type.String(),
  sections: Type.Array(
    Type.Object({
      heading: Type.String(),
      paragraphs: Type.Array(Type.String()),
      items: Type.Optional(Type.Array(Type.String())),
    }),
  ),
});
export type SampleContractResponse = Static<typeof SampleContractResponse>;
