import { FormError, InlineSpinner, Page, SecondaryButton } from 'shared/ui';

/** A screen's title and a spinner while what it shows loads. */
export function LoadingPage({ title, label }: { title: string; label: string }) {
  return (
    <Page title={title}>
      <InlineSpinner label={label} />
    </Page>
  );
}

/** A screen's title, why what it shows could not load, and "Try again". */
export function LoadFailedPage({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Page title={title}>
      <FormError>{message}</FormError>
      <SecondaryButton type="button" onClick={onRetry}>
        Try again
      </SecondaryButton>
    </Page>
  );
}
