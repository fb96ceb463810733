import { z } from 'zod';

/** The newsletter's one field: loaded with the first signup, not with every page. */
export const newsletterEmail = z.string().trim().min(1, 'required').email('email');
