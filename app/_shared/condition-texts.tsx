import { CmsHtml } from '@/features/content/cms-html';
import type { CmsConditions } from '@/lib/api/contract/content';
import type { ConditionTexts } from '@/features/booking/conditions-dialog';

/** The CMS's conditions a booking accepts, sanitised here on the server for the form's dialogs. */
export function conditionTexts(conditions: CmsConditions): ConditionTexts {
  return {
    general: <CmsHtml html={conditions.general} />,
    extraordinary: <CmsHtml html={conditions.extraordinary} />,
    ticketOnly: <CmsHtml html={conditions.ticketOnly} />,
  };
}
