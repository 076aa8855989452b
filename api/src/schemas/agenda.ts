/** The provider's agenda: a month of confirmed bookings and unavailable days, and marking ranges. */
import { Type } from '@sinclair/typebox';
import { MAX_RANGE_DAYS } from '../modules/agenda/agenda-service.ts';
import { LocalDate } from './business.ts';
import { named } from './named.ts';

const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'A month, YYYY-MM (Europe/London).' });

export const AgendaQuery = Type.Object(
  { month: Month, businessId: Type.Optional(Type.String({ format: 'uuid' })) },
  { additionalProperties: false },
);

export const AgendaBusinessParams = Type.Object(
  { businessId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const Agenda = named(
  'Agenda',
  Type.Object({
    month: Month,
    today: LocalDate,
    businesses: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), bookingsPerDay: Type.Integer() }), {
      description: 'Every business of the caller (for the filter), by name.',
    }),
    bookings: Type.Array(
      Type.Object({
        bookingId: Type.String(),
        businessId: Type.String(),
        status: Type.Union([Type.Literal('confirmed'), Type.Literal('completed')]),
        date: LocalDate,
        startTime: Type.String(),
        endTime: Type.String(),
        eventType: Type.String(),
        postcodeDistrict: Type.String(),
        organizerName: Type.String(),
        childName: Type.String(),
        address: Type.String(),
        childrenCount: Type.Integer(),
      }),
    ),
    unavailable: Type.Array(Type.Object({ businessId: Type.String(), date: LocalDate })),
  }),
);

const rangeDescription = `At most ${MAX_RANGE_DAYS} days, from and to included.`;

export const MarkUnavailableBody = Type.Object(
  {
    from: LocalDate,
    to: LocalDate,
    keepBookings: Type.Optional(
      Type.Boolean({
        description: 'The owner saw that confirmed bookings on these days stand; without it such days answer 409.',
      }),
    ),
  },
  { additionalProperties: false, description: rangeDescription },
);

export const DayRangeQuery = Type.Object(
  { from: LocalDate, to: LocalDate },
  { additionalProperties: false, description: rangeDescription },
);

export const DayRangeResult = named(
  'DayRangeResult',
  Type.Object({ businessId: Type.String(), from: LocalDate, to: LocalDate, unavailableDates: Type.Array(LocalDate) }),
);

export const CalendarFeed = named(
  'CalendarFeed',
  Type.Object({
    url: Type.Union([Type.String(), Type.Null()], {
      description: 'The private .ics address, or null until the owner asks for one.',
    }),
  }),
);

export const CalendarFeedParams = Type.Object(
  { feed: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
