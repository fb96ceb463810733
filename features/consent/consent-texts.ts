/** The banner's and the preferences' texts in the visitor's language, as the site document hands them to the island. */
export interface ConsentTexts {
  title: string;
  description: string;
  acceptAll: string;
  acceptNecessary: string;
  showPreferences: string;
  preferencesTitle: string;
  preferencesIntro: string;
  savePreferences: string;
  close: string;
  necessaryTitle: string;
  necessaryDescription: string;
  statisticsTitle: string;
  statisticsDescription: string;
  marketingTitle: string;
  marketingDescription: string;
}
