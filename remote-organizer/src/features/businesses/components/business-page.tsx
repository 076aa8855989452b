import { useEffect, type ReactNode } from 'react';
import { ORGANIZER_PATHS, type PublicBusiness, routePath } from 'shared/contracts';
import { useNavigate } from 'react-router-dom';
import { FormError, InlineSpinner, Page, SecondaryButton } from 'shared/ui';
import styled from 'styled-components';
import { useBusinessPageMeta } from '../hooks/use-business-page-meta.ts';
import { usePublicBusiness } from '../hooks/use-public-business.ts';
import { BusinessFacts } from './business-facts.tsx';
import { BusinessNotFound } from './business-not-found.tsx';
import { GalleryLinks } from './gallery-links.tsx';
import { PackageList } from './package-list.tsx';
import { PhotoViewer } from './photo-viewer.tsx';
import { RequestQuote } from './request-quote.tsx';
import { ReviewsSection } from './reviews-section.tsx';

const Summary = styled.p`
  margin: 0;
`;

const Description = styled.p`
  white-space: pre-line;
  color: ${({ theme }) => theme.color.text} !important;
`;

// Holds the page open while the business loads, so the footer does not jump up and back down.
const Waiting = styled.div`
  min-height: 60vh;
`;

type BusinessPageProps = {
  slug: string;
  /** What "Request a quote" opens for a signed-in user. */
  requestQuoteDialog: (business: PublicBusiness, close: () => void) => ReactNode;
};

/** The public page of the live business at `slug`; an old slug moves to the current one. */
export function BusinessPage({ slug, requestQuoteDialog }: BusinessPageProps) {
  const state = usePublicBusiness(slug);
  const navigate = useNavigate();
  const business = state.status === 'found' ? state.business : null;
  useBusinessPageMeta(business);

  useEffect(() => {
    if (business && business.slug !== slug)
      void navigate(routePath(ORGANIZER_PATHS.businessPage, { businessName: business.slug }), { replace: true });
  }, [business, slug, navigate]);

  if (state.status === 'not-found') return <BusinessNotFound />;
  if (state.status === 'error') {
    return (
      <Page title="Business page">
        <FormError>{`We could not load this business. ${state.message}`}</FormError>
        <p>
          <SecondaryButton type="button" onClick={state.retry}>
            Try again
          </SecondaryButton>
        </p>
      </Page>
    );
  }
  if (!business) {
    return (
      <Waiting>
        <InlineSpinner label="Loading the business…" />
      </Waiting>
    );
  }

  return (
    <Page title={business.name}>
      <Summary>
        {business.categories.join(' · ')}
        {business.baseTown && ` · ${business.baseTown}`}
      </Summary>
      <PhotoViewer photos={business.photos} businessName={business.name} />
      <RequestQuote slug={business.slug} dialog={(close) => requestQuoteDialog(business, close)} />
      {business.description && (
        <section aria-labelledby="description-heading">
          <h2 id="description-heading">About {business.name}</h2>
          <Description>{business.description}</Description>
        </section>
      )}
      <PackageList packages={business.packages} />
      <BusinessFacts business={business} />
      <ReviewsSection key={business.id} businessId={business.id} rating={business.rating} />
      <GalleryLinks galleries={business.galleries} />
    </Page>
  );
}
