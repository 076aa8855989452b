import { createParcel } from 'shared/parcel';
import { ConsentBanner } from '../features/consent/components/consent-banner.tsx';
import { CookieSettingsButton } from '../features/consent/components/cookie-settings-button.tsx';
import { Footer } from '../features/footer/components/footer.tsx';
import { MailingListSignUp } from '../features/mailing-list/components/mailing-list-sign-up.tsx';

/** The footer is on every page with the layout, so the cookie banner comes with it. */
export function FooterRoot() {
  return (
    <>
      <Footer signUp={<MailingListSignUp />} cookieSettings={<CookieSettingsButton />} />
      <ConsentBanner />
    </>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel(FooterRoot, 'Footer');
