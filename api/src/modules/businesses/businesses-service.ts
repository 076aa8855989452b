/**
 * The owner's commands on a business and everything that hangs off it. Each command is one
 * transaction that first locks the business row, matched on id AND owner: someone else's
 * business is indistinguishable from a missing one, and two commands on one business run one
 * after the other, the second judged on the state the first left.
 */
import type { Static } from '@sinclair/typebox';
import type { Database } from '../../db/database.ts';
import { retireBusiness } from './retire-business.ts';
import type { BusinessRow, PhotoRow } from '../../db/schema.ts';
import type {
  CreateBusinessBody,
  CreatePackageBody,
  CredentialBody,
  UpdateBusinessBody,
  UpdateCredentialBody,
  UpdatePackageBody,
} from '../../schemas/business.ts';
import { BUSINESS_NOT_FOUND, ConflictError, InvalidInputError, NotFoundError } from '../errors.ts';
import { ownerBusinessView, type OwnerBusinessView, ownerSummaryView } from './business-views.ts';
import {
  type BusinessPatch,
  type BusinessQueries,
  createBusinessesRepository,
  type NewBusiness,
  type PackagePatch,
} from './businesses-repository.ts';
import { completenessOf, listInWords } from './completeness.ts';
import { addDays, isCalendarDate, londonToday } from '../common/index.ts';
import { toCoveredArea } from './postcode-areas.ts';
import { slugCandidate, slugify } from './slug.ts';

export interface Owner {
  uid: string;
  email: string;
}

export interface BusinessesOptions {
  /** The clock; tests drive a fake one. */
  now?: () => Date;
}

type DetailsInput = Static<typeof UpdateBusinessBody>;
type PackageInput = Static<typeof UpdatePackageBody>;

/** Credentials further out than this are almost certainly a typing mistake. */
const MAX_CREDENTIAL_YEARS = 10;
/** How far ahead a business may mark dates unavailable. */
const MAX_UNAVAILABLE_DAYS_AHEAD = 2 * 366;
const SLUG_ATTEMPTS = 50;

function trimmed(field: string, value: string, min: number, max: number): string {
  const text = value.trim();
  if (text.length < min || text.length > max) {
    throw new InvalidInputError(`${field} must be ${min} to ${max} characters (without surrounding spaces).`);
  }
  return text;
}

function checkedAgeRange(field: string, range: { min: number; max: number } | null | undefined) {
  if (range === undefined) return {};
  if (range === null) return { ageMin: null, ageMax: null };
  if (range.min > range.max)
    throw new InvalidInputError(`${field}: the youngest age (min) must not be above the oldest (max).`);
  return { ageMin: range.min, ageMax: range.max };
}

function detailsPatch(input: DetailsInput): BusinessPatch {
  const patch: BusinessPatch = { ...checkedAgeRange('ageRange', input.ageRange) };
  if (input.name !== undefined) patch.name = trimmed('name', input.name, 2, 80);
  if (input.categories !== undefined) patch.categories = input.categories;
  if (input.description !== undefined) patch.description = input.description.trim();
  if (input.baseTown !== undefined)
    patch.baseTown = input.baseTown === null ? null : trimmed('baseTown', input.baseTown, 2, 80);
  if (input.maxChildren !== undefined) patch.maxChildren = input.maxChildren;
  if (input.indoor !== undefined) patch.indoor = input.indoor;
  if (input.outdoor !== undefined) patch.outdoor = input.outdoor;
  if (input.bookingsPerDay !== undefined) patch.bookingsPerDay = input.bookingsPerDay;
  if (input.contact !== undefined) {
    patch.contactEmail = input.contact.email?.trim() || null;
    patch.contactPhone = input.contact.phone?.trim() || null;
  }
  return patch;
}

function packagePatch(input: PackageInput): PackagePatch {
  const patch: PackagePatch = { ...checkedAgeRange('ageRange', input.ageRange) };
  if (input.name !== undefined) patch.name = trimmed('name', input.name, 2, 80);
  if (input.description !== undefined) patch.description = input.description.trim();
  if (input.durationMinutes !== undefined) patch.durationMinutes = input.durationMinutes;
  if (input.priceFromPence !== undefined) patch.priceFromPence = input.priceFromPence;
  if (input.maxChildren !== undefined) patch.maxChildren = input.maxChildren;
  return patch;
}

function normalisedAreas(inputs: string[]): string[] {
  const areas = new Set<string>();
  inputs.forEach((input, index) => {
    const area = toCoveredArea(input);
    if (!area) {
      throw new InvalidInputError(
        `areasCovered/${index}: "${input}" is not a UK postcode district (such as SW11) or area (such as BS).`,
      );
    }
    areas.add(area);
  });
  return [...areas].sort();
}

export function createBusinessesModule(db: Database, { now = () => new Date() }: BusinessesOptions = {}) {
  const repository = createBusinessesRepository(db);
  const today = () => londonToday(now());

  function checkedExpiry(expiresOn: string): string {
    if (!isCalendarDate(expiresOn)) throw new InvalidInputError(`expiresOn: ${expiresOn} is not a date.`);
    const date = today();
    if (expiresOn < date)
      throw new InvalidInputError('expiresOn: that date has passed; declare a credential that is in date.');
    if (expiresOn > addDays(date, MAX_CREDENTIAL_YEARS * 366)) {
      throw new InvalidInputError(`expiresOn must be within ${MAX_CREDENTIAL_YEARS} years.`);
    }
    return expiresOn;
  }

  async function lockOwned(q: BusinessQueries, owner: Owner, id: string): Promise<BusinessRow> {
    const business = await q.lockOwned(id, owner.uid);
    if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
    return business;
  }

  async function ownerView(q: BusinessQueries, business: BusinessRow): Promise<OwnerBusinessView> {
    const date = today();
    // One after the other: inside a transaction they share one connection.
    const areas = await q.areasOf(business.id);
    const packages = await q.packagesOf(business.id);
    const credentials = await q.credentialsOf(business.id);
    const counts = await q.stepCounts(business.id);
    const unavailableDates = await q.unavailableDatesOf(business.id, date);
    return ownerBusinessView(business, {
      areas,
      packages,
      credentials,
      photoCount: counts.photos,
      unavailableDates,
      completeness: completenessOf(business, counts),
      today: date,
    });
  }

  /** Runs `work` on the caller's business in one transaction and answers with the business as it then is. */
  function command(
    owner: Owner,
    id: string,
    work: (q: BusinessQueries, business: BusinessRow) => Promise<BusinessRow | void>,
  ) {
    return repository.transaction(async (q) => {
      const business = await lockOwned(q, owner, id);
      const changed = (await work(q, business)) ?? business;
      return ownerView(q, changed);
    });
  }

  /** Gives the business the slug of `name`, the first free one of `base`, `base-2`… */
  async function claimSlug(q: BusinessQueries, name: string, claim: (slug: string) => Promise<boolean>): Promise<void> {
    const base = slugify(name);
    for (let batch = 0; batch * 10 < SLUG_ATTEMPTS; batch++) {
      const candidates = Array.from({ length: 10 }, (_, index) => slugCandidate(base, batch * 10 + index + 1));
      const free = await q.freeSlugs(candidates);
      for (const slug of candidates) {
        if (free.has(slug) && (await claim(slug))) return;
      }
    }
    throw new ConflictError('Another business has a very similar name; please choose a more distinctive one.');
  }

  return {
    async create(owner: Owner, input: Static<typeof CreateBusinessBody>): Promise<OwnerBusinessView> {
      const patch = detailsPatch(input);
      const values: NewBusiness = {
        ...patch,
        name: patch.name ?? input.name,
        categories: patch.categories ?? input.categories,
        ownerUid: owner.uid,
        ownerEmail: owner.email.toLowerCase(),
      };
      return repository.transaction(async (q) => {
        let created: BusinessRow | undefined;
        await claimSlug(q, values.name, async (slug) => {
          created = await q.insertWithSlug(values, slug);
          return created !== undefined;
        });
        return ownerView(q, created!);
      });
    },

    async get(owner: Owner, id: string): Promise<OwnerBusinessView> {
      const business = await repository.read.findOwned(id, owner.uid);
      if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
      return ownerView(repository.read, business);
    },

    async listMine(owner: Owner, { limit, cursor }: { limit: number; cursor?: string | undefined }) {
      if (cursor !== undefined && !/^[0-9a-f-]{36}$/i.test(cursor))
        throw new InvalidInputError('cursor is not one this list gave out.');
      const rows = await repository.read.listMine(owner.uid, limit + 1, cursor);
      if (!rows) throw new InvalidInputError('cursor is not one of your businesses; start again from the first page.');
      const page = rows.slice(0, limit);
      return {
        items: page.map(({ business, counts }) => ownerSummaryView(business, completenessOf(business, counts))),
        nextCursor: rows.length > limit ? (page.at(-1)?.business.id ?? null) : null,
      };
    },

    update(owner: Owner, id: string, input: DetailsInput): Promise<OwnerBusinessView> {
      const patch = detailsPatch(input);
      return command(owner, id, async (q, business) => {
        if (patch.name !== undefined && slugify(patch.name) !== slugify(business.name)) {
          const base = slugify(patch.name);
          const own = await q.ownsSlug(business.id, base);
          if (!own || !(await q.moveToSlug(business.id, base))) {
            await claimSlug(q, patch.name, (slug) => q.moveToSlug(business.id, slug));
          }
        }
        return q.updateBusiness(business.id, patch);
      });
    },

    /**
     * Deletes (or, with bookings or reviews to keep, closes) the business; answers its photos,
     * whose files go once the deletion has committed.
     */
    remove(owner: Owner, id: string): Promise<Array<Pick<PhotoRow, 'id' | 'variants'>>> {
      return repository.transaction(async (q) => retireBusiness(q, await lockOwned(q, owner, id)));
    },

    publish(owner: Owner, id: string): Promise<OwnerBusinessView> {
      return command(owner, id, async (q, business) => {
        if (business.status === 'live') throw new ConflictError('This business is already live.');
        const { missing } = completenessOf(business, await q.stepCounts(business.id));
        if (missing.length > 0) throw new ConflictError(`Before publishing, add ${listInWords(missing)}.`);
        return q.updateBusiness(business.id, { status: 'live', publishedAt: business.publishedAt ?? now() });
      });
    },

    pause(owner: Owner, id: string): Promise<OwnerBusinessView> {
      return command(owner, id, async (q, business) => {
        if (business.status !== 'live') {
          throw new ConflictError(
            business.status === 'paused'
              ? 'This business is already paused.'
              : 'Only a live business can be paused; this one is still a draft.',
          );
        }
        return q.updateBusiness(business.id, { status: 'paused' });
      });
    },

    setAreas(owner: Owner, id: string, inputs: string[]): Promise<OwnerBusinessView> {
      const areas = normalisedAreas(inputs);
      return command(owner, id, async (q, business) => {
        await q.replaceAreas(business.id, areas);
        await q.touch(business.id);
      });
    },

    addPackage(owner: Owner, id: string, input: Static<typeof CreatePackageBody>): Promise<OwnerBusinessView> {
      const patch = packagePatch(input);
      return command(owner, id, async (q, business) => {
        await q.insertPackage({
          ...patch,
          businessId: business.id,
          name: patch.name ?? input.name,
          durationMinutes: input.durationMinutes,
          priceFromPence: input.priceFromPence,
        });
        await q.touch(business.id);
      });
    },

    updatePackage(owner: Owner, id: string, packageId: string, input: PackageInput): Promise<OwnerBusinessView> {
      const patch = packagePatch(input);
      return command(owner, id, async (q, business) => {
        if (!(await q.updatePackage(business.id, packageId, patch))) throw new NotFoundError('Package not found.');
        await q.touch(business.id);
      });
    },

    removePackage(owner: Owner, id: string, packageId: string): Promise<OwnerBusinessView> {
      return command(owner, id, async (q, business) => {
        if (business.status === 'live' && (await q.stepCounts(business.id)).packages === 1) {
          const only = (await q.packagesOf(business.id))[0];
          if (only?.id === packageId) {
            throw new ConflictError(
              'A live business needs at least one package: add another or pause the business first.',
            );
          }
        }
        if (!(await q.deletePackage(business.id, packageId))) throw new NotFoundError('Package not found.');
        await q.touch(business.id);
      });
    },

    declareCredential(owner: Owner, id: string, input: Static<typeof CredentialBody>): Promise<OwnerBusinessView> {
      const reference = trimmed('reference', input.reference, 1, 100);
      const expiresOn = checkedExpiry(input.expiresOn);
      return command(owner, id, async (q, business) => {
        await q.insertCredential({ businessId: business.id, type: input.type, reference, expiresOn });
        await q.touch(business.id);
      });
    },

    updateCredential(
      owner: Owner,
      id: string,
      credentialId: string,
      input: Static<typeof UpdateCredentialBody>,
    ): Promise<OwnerBusinessView> {
      const patch = {
        ...(input.type === undefined ? {} : { type: input.type }),
        ...(input.reference === undefined ? {} : { reference: trimmed('reference', input.reference, 1, 100) }),
        ...(input.expiresOn === undefined ? {} : { expiresOn: checkedExpiry(input.expiresOn) }),
      };
      return command(owner, id, async (q, business) => {
        if (!(await q.updateCredential(business.id, credentialId, patch)))
          throw new NotFoundError('Credential not found.');
        await q.touch(business.id);
      });
    },

    removeCredential(owner: Owner, id: string, credentialId: string): Promise<OwnerBusinessView> {
      return command(owner, id, async (q, business) => {
        if (!(await q.deleteCredential(business.id, credentialId))) throw new NotFoundError('Credential not found.');
        await q.touch(business.id);
      });
    },

    async markUnavailable(owner: Owner, id: string, date: string): Promise<string[]> {
      if (!isCalendarDate(date)) throw new InvalidInputError(`date: ${date} is not a date.`);
      const from = today();
      if (date < from) throw new InvalidInputError('date: that day has passed.');
      if (date > addDays(from, MAX_UNAVAILABLE_DAYS_AHEAD))
        throw new InvalidInputError('date must be within the next two years.');
      return repository.transaction(async (q) => {
        await lockOwned(q, owner, id);
        await q.addUnavailableDate(id, date);
        return q.unavailableDatesOf(id, from);
      });
    },

    async markAvailable(owner: Owner, id: string, date: string): Promise<string[]> {
      if (!isCalendarDate(date)) throw new InvalidInputError(`date: ${date} is not a date.`);
      return repository.transaction(async (q) => {
        await lockOwned(q, owner, id);
        await q.removeUnavailableDate(id, date);
        return q.unavailableDatesOf(id, today());
      });
    },
  };
}

export type BusinessesModule = ReturnType<typeof createBusinessesModule>;
