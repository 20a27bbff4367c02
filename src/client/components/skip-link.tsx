import classes from './skip-link.module.css';

/** The first focusable element of a layout: jumps past the header and sidebar to the page. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a href={`#${target}`} className={classes.skipLink}>
      Skip to main content
    </a>
  );
}
