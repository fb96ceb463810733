import { classesOf } from '@/components/ui/classes';
import { PlainSignup } from './plain-signup';
import styles from './newsletter.module.css';

/**
 * The footer's newsletter signup, on every page (./plain-signup.tsx: a plain
 * form until the real one, ./newsletter-form.tsx, is needed). Drawn here on
 * the server, which hands the form its class names (components/ui/classes.ts).
 */
export function NewsletterSignup() {
  return <PlainSignup classes={classesOf(styles, ['newsletter', 'row'])} />;
}
