import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The first focusable element of a layout: jumps past the header and sidebar to the page. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a href={`#${target}`} className={classes.skipLink}>
      {t('shell.skipToContent')}
    </a>
  );
}
