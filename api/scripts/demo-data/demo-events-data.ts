/**
 * The demo organizer's events (marketplace.md section 7), as the event form would send them.
 * Dates are given by demo-bookings.ts relative to the day the seed runs; every event is near
 * Bristol or Bath, where the demo provider's three businesses work.
 */
import type { Category } from '../../src/modules/businesses/catalogue.ts';

export interface DemoEventBody {
  title: string;
  type: 'Birthday party' | 'Christening' | 'School or nursery event' | 'Community event' | 'Other';
  date: string;
  startTime: string;
  endTime: string;
  postcodeDistrict: string;
  address: string;
  childName: string;
  childrenCount: number;
  ageRange: { min: number; max: number };
  budgetPence: number | null;
  servicesNeeded: Category[];
  notes: string;
  openToQuotes: boolean;
  shareWhenCompleted: boolean;
}

/** The days the seed places its events on, YYYY-MM-DD. */
export interface DemoEventDates {
  /** Made past by the seed's timed sweep (see demo-bookings.ts). */
  mayaParty: string;
  leoParty: string;
  schoolFair: string;
  christening: string;
  avaParty: string;
  picnic: string;
  harveyParty: string;
  islaParty: string;
  grandadParty: string;
}

export function demoEvents(dates: DemoEventDates) {
  const base = { childName: '', notes: '', openToQuotes: false, shareWhenCompleted: false };
  return {
    mayaParty: {
      ...base,
      title: "Maya's 6th birthday",
      type: 'Birthday party',
      date: dates.mayaParty,
      startTime: '15:30',
      endTime: '17:30',
      postcodeDistrict: 'BS8',
      address: 'Clifton Village Hall, 12 Boyces Avenue, Bristol BS8 4AA',
      childName: 'Maya',
      childrenCount: 20,
      ageRange: { min: 5, max: 7 },
      budgetPence: 40_000,
      servicesNeeded: ['Magicians', 'Face Painting'],
      notes: 'Two children have nut allergies; the hall has step-free access.',
      shareWhenCompleted: true,
    },
    leoParty: {
      ...base,
      title: "Leo's 4th birthday",
      type: 'Birthday party',
      date: dates.leoParty,
      startTime: '10:00',
      endTime: '12:00',
      postcodeDistrict: 'BA1',
      address: '7 Lansdown Crescent, Bath BA1 5EX (back garden)',
      childName: 'Leo',
      childrenCount: 12,
      ageRange: { min: 3, max: 5 },
      budgetPence: 35_000,
      servicesNeeded: ['Entertainers', 'Bouncy Castles & Inflatables'],
      notes: 'The garden is flat lawn, about 10 by 12 metres.',
    },
    schoolFair: {
      ...base,
      title: 'Oakfield Primary summer fair',
      type: 'School or nursery event',
      date: dates.schoolFair,
      startTime: '12:00',
      endTime: '16:00',
      postcodeDistrict: 'BS6',
      address: 'Oakfield Primary School, Oakfield Road, Bristol BS6 6JY',
      childrenCount: 150,
      ageRange: { min: 4, max: 11 },
      budgetPence: 120_000,
      servicesNeeded: ['Bouncy Castles & Inflatables', 'Discos & DJs', 'Decorations & Balloons'],
      notes: 'On the school field; power from the hall. Parents run the cake stall.',
      openToQuotes: true,
      shareWhenCompleted: true,
    },
    christening: {
      ...base,
      title: "Noah's christening lunch",
      type: 'Christening',
      date: dates.christening,
      startTime: '12:30',
      endTime: '15:30',
      postcodeDistrict: 'BA2',
      address: 'The Old Schoolroom, Church Street, Widcombe, Bath BA2 6AZ',
      childName: 'Noah',
      childrenCount: 14,
      ageRange: { min: 0, max: 10 },
      budgetPence: 50_000,
      servicesNeeded: ['Entertainers', 'Decorations & Balloons', 'Magicians'],
      notes: 'Mostly cousins; a quiet corner for the babies, please.',
    },
    avaParty: {
      ...base,
      title: "Ava's 7th birthday disco",
      type: 'Birthday party',
      date: dates.avaParty,
      startTime: '14:00',
      endTime: '16:00',
      postcodeDistrict: 'BS8',
      address: 'Hotwells Community Centre, 3 Hotwell Road, Bristol BS8 4SQ',
      childName: 'Ava',
      childrenCount: 25,
      ageRange: { min: 6, max: 8 },
      budgetPence: 60_000,
      servicesNeeded: ['Discos & DJs', 'Magicians', 'Face Painting'],
      notes: 'Ava loves anything sparkly. One guest uses a wheelchair.',
      openToQuotes: true,
    },
    picnic: {
      ...base,
      title: 'Riverside community picnic',
      type: 'Community event',
      date: dates.picnic,
      startTime: '11:00',
      endTime: '15:00',
      postcodeDistrict: 'BS3',
      address: 'Greville Smyth Park, Ashton Road, Bristol BS3 2HB',
      childrenCount: 60,
      ageRange: { min: 2, max: 12 },
      budgetPence: 30_000,
      servicesNeeded: ['Discos & DJs'],
      notes: '',
    },
    harveyParty: {
      ...base,
      title: "Harvey's 8th birthday",
      type: 'Birthday party',
      date: dates.harveyParty,
      startTime: '13:00',
      endTime: '15:00',
      postcodeDistrict: 'BA1',
      address: '22 Weston Park, Bath BA1 4AL',
      childName: 'Harvey',
      childrenCount: 16,
      ageRange: { min: 7, max: 9 },
      budgetPence: 45_000,
      servicesNeeded: ['Magicians', 'Entertainers'],
      notes: 'Indoors if it rains: the living room takes 16 at a squeeze.',
      openToQuotes: true,
    },
    islaParty: {
      ...base,
      title: "Isla's 5th birthday",
      type: 'Birthday party',
      date: dates.islaParty,
      startTime: '10:30',
      endTime: '12:30',
      postcodeDistrict: 'BS9',
      address: '41 Stoke Hill, Bristol BS9 1LQ',
      childName: 'Isla',
      childrenCount: 10,
      ageRange: { min: 4, max: 6 },
      budgetPence: null,
      servicesNeeded: ['Face Painting', 'Party Bags'],
      notes: '',
    },
    grandadParty: {
      ...base,
      title: "Grandad's 70th with the grandchildren",
      type: 'Other',
      date: dates.grandadParty,
      startTime: '13:00',
      endTime: '17:00',
      postcodeDistrict: 'BA2',
      address: 'The Cricketers, 4 Combe Down, Bath BA2 5EG (function room)',
      childrenCount: 9,
      ageRange: { min: 1, max: 14 },
      budgetPence: 25_000,
      servicesNeeded: ['Catering & Cakes'],
      notes: 'Grandad would love a cake shaped like a steam train.',
    },
  } satisfies Record<keyof DemoEventDates, DemoEventBody>;
}
