/** The filters a packages-list URL may carry (browsing spec §2 "Packages list filters"). */
export const FILTER_KEYS = [
  'sportCategories',
  'tournaments',
  'clubs',
  'isHome',
  'packageType',
  'hasOffer',
  'budgetTrips',
  'blackWeek',
  'christmas',
  'newYear',
  'premium',
  'dateFrom',
  'dateTo',
  'matchTypes',
  'residualSale',
] as const;

/** The list's query: its filters and its order. */
export const LIST_QUERY_KEYS = [...FILTER_KEYS, 'sortBy'] as const;
