import type { PressItem } from './schemas';

// Articles about ECO by other outlets. There is no coverage yet, so the list is empty and the
// news page says so; nothing here may be written by us. To add an article, copy its outlet,
// headline, date and URL from the published piece and set
// provenance: { status: 'verified', source: '<the article URL>', checked: 'YYYY-MM-DD' }.
export const pressItems: PressItem[] = [];
