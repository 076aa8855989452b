import { type BusinessCard as BusinessCardData, ORGANIZER_PATHS, routePath } from 'shared/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPence } from './format-pence.ts';
import { ratingText } from './rating-text.ts';
import { CARD_PHOTO_SIZES } from './photo-sizes.ts';
import { ResponsivePicture } from './responsive-picture.tsx';

const Card = styled.article`
  display: grid;
  grid-template-rows: auto 1fr;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  img,
  .no-photo {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  .no-photo {
    background: ${({ theme }) => theme.color.border};
  }
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: 4px;
  padding: ${({ theme }) => theme.space(2)};
  h2,
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    font-size: 0.9rem;
  }
`;

const Price = styled.p`
  font-weight: 700;
  margin-top: 4px !important;
`;

type BusinessCardProps = {
  business: BusinessCardData;
  /** The heading level of the business's name in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** How its photo loads: the first card above the fold is `priority`, the rest of that row `eager`. */
  photoLoading?: 'priority' | 'eager' | 'lazy';
};

/** A live business in a list: its photo, name (linking to its page), what it does, where, how rated and its price. */
export function BusinessCard({ business, headingLevel = 3, photoLoading = 'lazy' }: BusinessCardProps) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  const { photo, rating, badges } = business;
  return (
    <Card aria-label={business.name}>
      {photo ? (
        <ResponsivePicture
          photo={photo}
          sizes={CARD_PHOTO_SIZES}
          priority={photoLoading === 'priority'}
          eager={photoLoading === 'eager'}
        />
      ) : (
        <div className="no-photo" />
      )}
      <Body>
        <Heading>
          <Link to={routePath(ORGANIZER_PATHS.businessPage, { businessName: business.slug })}>{business.name}</Link>
        </Heading>
        <p>{business.categories.join(' · ')}</p>
        {business.baseTown && <p>{business.baseTown}</p>}
        <p>
          {rating.count > 0 && <span aria-hidden="true">★ </span>}
          {ratingText(rating)}
        </p>
        {badges.length > 0 && (
          <ul aria-label="Verified credentials">
            {badges.map((badge) => (
              <li key={badge}>✓ {badge}</li>
            ))}
          </ul>
        )}
        <Price>From {formatPence(business.priceFromPence)}</Price>
      </Body>
    </Card>
  );
}
