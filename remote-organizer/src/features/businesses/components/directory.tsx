import { Link, useSearchParams } from 'react-router-dom';
import { isCategory } from 'shared/contracts';
import { BusinessCard, FormError, InlineSpinner, Page, SecondaryButton } from 'shared/ui';
import styled from 'styled-components';
import { useDirectory } from '../hooks/use-directory.ts';
import { CategoryFilter } from './category-filter.tsx';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  min-height: 48px;
  margin: ${({ theme }) => theme.space(3)} 0;
`;

/** The first row on a wide screen loads at once; the very first card's photo first of all. */
function photoLoading(index: number): 'priority' | 'eager' | 'lazy' {
  if (index === 0) return 'priority';
  return index < 3 ? 'eager' : 'lazy';
}

/** Every live business, by category (`?category=`), a page at a time. */
export function Directory() {
  const [params] = useSearchParams();
  const asked = params.get('category');
  const category = isCategory(asked) ? asked : null;
  const directory = useDirectory(category);
  const heading = category ?? 'All providers';

  return (
    <Page title="Our Providers">
      <p>Entertainers, venues, caterers and more, all local to you and ready to make a child&apos;s day.</p>
      <CategoryFilter current={category} />
      {asked !== null && category === null && (
        <FormError>{`We do not list a category called “${asked}”, so here is every provider.`}</FormError>
      )}
      <section aria-labelledby="directory-heading" aria-busy={directory.loading}>
        <h2 id="directory-heading">{heading}</h2>
        {directory.loading && <InlineSpinner label="Loading providers…" />}
        {!directory.loading && !directory.error && directory.businesses.length === 0 && (
          <p>
            {category
              ? `No one is listed under ${category} yet. Try another category, or `
              : 'No providers are listed yet. Please come back soon, or '}
            {category ? <Link to="/directory">see every provider</Link> : <Link to="/">search from the home page</Link>}
            .
          </p>
        )}
        {directory.businesses.length > 0 && (
          <Grid>
            {directory.businesses.map((business, index) => (
              <li key={business.id}>
                <BusinessCard business={business} photoLoading={photoLoading(index)} />
              </li>
            ))}
          </Grid>
        )}
        {directory.error && (
          <>
            <FormError>{`We could not load the providers. ${directory.error}`}</FormError>
            <Footer>
              <SecondaryButton type="button" onClick={directory.retry}>
                Try again
              </SecondaryButton>
            </Footer>
          </>
        )}
        {directory.hasMore && !directory.error && (
          <Footer>
            <SecondaryButton type="button" onClick={directory.loadMore} disabled={directory.loadingMore}>
              Load more
            </SecondaryButton>
            {directory.loadingMore && <InlineSpinner label="Loading more providers…" />}
          </Footer>
        )}
      </section>
    </Page>
  );
}
