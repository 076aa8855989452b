/** What one day holds for the businesses shown: their bookings, who is unavailable, how full each is. */
import type { Agenda, AgendaBooking } from 'shared/contracts';

export interface BusinessDay {
  businessId: string;
  name: string;
  bookingsPerDay: number;
  bookings: AgendaBooking[];
  unavailable: boolean;
}

export function businessesShown(agenda: Agenda, businessId: string | null) {
  return businessId ? agenda.businesses.filter((business) => business.id === businessId) : agenda.businesses;
}

export function dayOf(agenda: Agenda, businessId: string | null, date: string): BusinessDay[] {
  return businessesShown(agenda, businessId).map((business) => ({
    businessId: business.id,
    name: business.name,
    bookingsPerDay: business.bookingsPerDay,
    bookings: agenda.bookings.filter((booking) => booking.businessId === business.id && booking.date === date),
    unavailable: agenda.unavailable.some((day) => day.businessId === business.id && day.date === date),
  }));
}

/** "1 of 2 booked". */
export function bookedText(day: BusinessDay): string {
  return `${day.bookings.length} of ${day.bookingsPerDay} booked`;
}
