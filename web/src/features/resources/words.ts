/**
 * Texts of the resources pages that the message catalogue (shared/src/messages.ts) does not hold, read when shown,
 * in the page's language.
 */
import { m } from '@hw/shared/i18n';

export const words = {
  get recentHeading() {
    return m.resources_recent_heading();
  },
  get recentIntro() {
    return m.resources_recent_intro();
  },
  get loadMore() {
    return m.resources_load_more();
  },
  get loading() {
    return m.resources_loading();
  },
  get listFailed() {
    return m.resources_list_failed();
  },
  get retry() {
    return m.resources_retry();
  },
  get noArticles() {
    return m.resources_no_articles();
  },
  get categoriesLabel() {
    return m.resources_categories_label();
  },
  get allResources() {
    return m.resources_all();
  },
  get categoryFailed() {
    return m.resources_category_failed();
  },
  get unknownCategoryTitle() {
    return m.resources_unknown_category_title();
  },
  get unknownCategoryText() {
    return m.resources_unknown_category_text();
  },
  related: (category: string) => m.resources_related({ category }),
  get share() {
    return m.resources_share();
  },
  get shareTitle() {
    return m.resources_share_title();
  },
  shareOn: (network: string) => m.resources_share_on({ network }),
  /** The e-mail "network" of the share links. */
  get email() {
    return m.resources_share_email();
  },
  get newsletterHeading() {
    return m.resources_newsletter_heading();
  },
  get newsletterText() {
    return m.resources_newsletter_text();
  },
  get newsletterLabel() {
    return m.resources_newsletter_label();
  },
  get newsletterPlaceholder() {
    return m.resources_newsletter_placeholder();
  },
  get newsletterSubmit() {
    return m.resources_newsletter_submit();
  },
  get title() {
    return m.resources_title();
  },
  get breadcrumb() {
    return m.resources_breadcrumb();
  },
  get resources() {
    return m.resources_link();
  },
};
