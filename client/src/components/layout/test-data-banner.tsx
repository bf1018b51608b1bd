import classes from './shell.module.css';

/** Reminds the user that what they see is sandbox data. */
export function TestDataBanner() {
  return (
    <div className={classes.banner} role="status" data-testid="test-data-banner">
      TEST DATA
    </div>
  );
}
