/**
 * Generated from api/openapi.json by `pnpm --filter api openapi`; do not edit.
 * The limits the API enforces on each named schema's fields (lengths, ranges, counts, patterns),
 * for forms that check as you type: LIMITS.<Schema>.<field>.maxLength and so on.
 */
export const Account = {
  "displayName": {
    "maxLength": 60
  },
  "phone": {
    "maxLength": 20
  }
} as const;
export const AgeRange = {
  "max": {
    "minimum": 0,
    "maximum": 16
  },
  "min": {
    "minimum": 0,
    "maximum": 16
  }
} as const;
export const Agenda = {
  "month": {
    "pattern": "^\\d{4}-(0[1-9]|1[0-2])$"
  },
  "today": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  }
} as const;
export const AreasBody = {
  "areasCovered": {
    "minItems": 1,
    "maxItems": 50,
    "items": {
      "minLength": 1,
      "maxLength": 10
    }
  }
} as const;
export const Badge = {
  "expiresOn": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  }
} as const;
export const BookingSummary = {
  "eventDate": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  }
} as const;
export const BusinessContact = {
  "email": {
    "maxLength": 254
  },
  "phone": {
    "pattern": "^\\+?[0-9 ()-]{7,20}$"
  }
} as const;
export const BusinessGallerySummary = {
  "photoCount": {
    "minimum": 0
  }
} as const;
export const CancelBookingBody = {
  "reason": {
    "minLength": 1,
    "maxLength": 500
  }
} as const;
export const CancelEventBody = {
  "reason": {
    "maxLength": 500
  }
} as const;
export const CloseAccountBody = {
  "confirmEmail": {
    "maxLength": 254
  }
} as const;
export const ContactBody = {
  "email": {
    "maxLength": 320
  },
  "message": {
    "maxLength": 5000
  },
  "name": {
    "maxLength": 100
  },
  "website": {
    "maxLength": 200
  }
} as const;
export const CreateBookingBody = {
  "message": {
    "minLength": 1,
    "maxLength": 2000
  }
} as const;
export const CreateBusinessBody = {
  "baseTown": {
    "minLength": 2,
    "maxLength": 80
  },
  "bookingsPerDay": {
    "minimum": 1,
    "maximum": 50
  },
  "categories": {
    "minItems": 1,
    "maxItems": 3
  },
  "description": {
    "maxLength": 2000
  },
  "maxChildren": {
    "minimum": 1,
    "maximum": 200
  },
  "name": {
    "minLength": 2,
    "maxLength": 80
  }
} as const;
export const CreateEventBody = {
  "address": {
    "minLength": 1,
    "maxLength": 300
  },
  "budgetPence": {
    "minimum": 0,
    "maximum": 10000000
  },
  "childName": {
    "maxLength": 60
  },
  "childrenCount": {
    "minimum": 1,
    "maximum": 200
  },
  "date": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  },
  "endTime": {
    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
  },
  "notes": {
    "maxLength": 2000
  },
  "postcodeDistrict": {
    "minLength": 2,
    "maxLength": 10
  },
  "servicesNeeded": {
    "maxItems": 14
  },
  "startTime": {
    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
  },
  "title": {
    "minLength": 2,
    "maxLength": 100
  }
} as const;
export const CreateGalleryBody = {
  "name": {
    "minLength": 1,
    "maxLength": 80,
    "pattern": "\\S"
  },
  "photoIds": {
    "maxItems": 20
  }
} as const;
export const CreateNotificationBody = {
  "content": {
    "minLength": 1,
    "maxLength": 2000
  },
  "recipientEmail": {
    "minLength": 3,
    "maxLength": 254
  },
  "recipientType": {
    "pattern": "^[A-Za-z][A-Za-z0-9_-]{0,39}$"
  }
} as const;
export const CreatePackageBody = {
  "description": {
    "maxLength": 2000
  },
  "durationMinutes": {
    "minimum": 15,
    "maximum": 1440
  },
  "maxChildren": {
    "minimum": 1,
    "maximum": 200
  },
  "name": {
    "minLength": 2,
    "maxLength": 80
  },
  "priceFromPence": {
    "minimum": 0,
    "maximum": 10000000
  }
} as const;
export const CredentialBody = {
  "expiresOn": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  },
  "reference": {
    "minLength": 1,
    "maxLength": 100
  }
} as const;
export const DayRangeResult = {
  "from": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  },
  "to": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  },
  "unavailableDates": {
    "items": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    }
  }
} as const;
export const DeclineRequestBody = {
  "reason": {
    "maxLength": 500
  }
} as const;
export const EventBody = {
  "address": {
    "minLength": 1,
    "maxLength": 300
  },
  "budgetPence": {
    "minimum": 0,
    "maximum": 10000000
  },
  "childName": {
    "maxLength": 60
  },
  "childrenCount": {
    "minimum": 1,
    "maximum": 200
  },
  "date": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  },
  "endTime": {
    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
  },
  "notes": {
    "maxLength": 2000
  },
  "postcodeDistrict": {
    "minLength": 2,
    "maxLength": 10
  },
  "servicesNeeded": {
    "maxItems": 14
  },
  "startTime": {
    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
  },
  "title": {
    "minLength": 2,
    "maxLength": 100
  }
} as const;
export const EventQuoteBody = {
  "depositPence": {
    "minimum": 0,
    "maximum": 10000000
  },
  "items": {
    "minItems": 1,
    "maxItems": 20
  },
  "message": {
    "maxLength": 2000
  },
  "totalPence": {
    "minimum": 1,
    "maximum": 10000000
  },
  "validUntil": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  }
} as const;
export const EventView = {
  "date": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  },
  "endTime": {
    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
  },
  "startTime": {
    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
  }
} as const;
export const FreeDays = {
  "days": {
    "maxItems": 3
  }
} as const;
export const MessageBody = {
  "text": {
    "minLength": 1,
    "maxLength": 2000
  }
} as const;
export const MonthSoFar = {
  "period": {
    "pattern": "^\\d{4}-\\d{2}$"
  }
} as const;
export const NotificationSummary = {
  "total": {
    "minimum": 0
  },
  "unread": {
    "minimum": 0
  }
} as const;
export const OpenEvent = {
  "date": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  },
  "endTime": {
    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
  },
  "startTime": {
    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
  }
} as const;
export const OwnerBusiness = {
  "unavailableDates": {
    "items": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    }
  }
} as const;
export const OwnerCredential = {
  "expiresOn": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  }
} as const;
export const Photo = {
  "height": {
    "minimum": 1
  },
  "width": {
    "minimum": 1
  }
} as const;
export const PhotoOrderBody = {
  "photoIds": {
    "maxItems": 20
  }
} as const;
export const PublicGallerySummary = {
  "photoCount": {
    "minimum": 1
  }
} as const;
export const Quote = {
  "items": {
    "maxItems": 20
  },
  "validUntil": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  }
} as const;
export const QuoteBody = {
  "depositPence": {
    "minimum": 0,
    "maximum": 10000000
  },
  "items": {
    "minItems": 1,
    "maxItems": 20
  },
  "message": {
    "maxLength": 2000
  },
  "totalPence": {
    "minimum": 1,
    "maximum": 10000000
  },
  "validUntil": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  }
} as const;
export const QuoteItem = {
  "description": {
    "minLength": 1,
    "maxLength": 200
  },
  "pence": {
    "minimum": 0,
    "maximum": 10000000
  }
} as const;
export const RatingSummary = {
  "average": {
    "minimum": 0,
    "maximum": 5
  },
  "count": {
    "minimum": 0
  }
} as const;
export const RefundBookingBody = {
  "reason": {
    "minLength": 1,
    "maxLength": 500
  }
} as const;
export const RejectCredentialBody = {
  "reason": {
    "minLength": 1,
    "maxLength": 500
  }
} as const;
export const Review = {
  "rating": {
    "minimum": 1,
    "maximum": 5
  }
} as const;
export const ReviewBody = {
  "rating": {
    "minimum": 1,
    "maximum": 5
  },
  "text": {
    "maxLength": 1000
  }
} as const;
export const ReviewReplyBody = {
  "text": {
    "minLength": 1,
    "maxLength": 1000
  }
} as const;
export const SharedEvent = {
  "month": {
    "pattern": "^\\d{4}-\\d{2}$"
  }
} as const;
export const Statement = {
  "period": {
    "pattern": "^\\d{4}-\\d{2}$"
  }
} as const;
export const StatementSummary = {
  "period": {
    "pattern": "^\\d{4}-\\d{2}$"
  }
} as const;
export const SubscribeBody = {
  "email": {
    "maxLength": 320
  },
  "source": {
    "maxLength": 100
  }
} as const;
export const TelemetryReport = {
  "errors": {
    "maxItems": 20
  },
  "page": {
    "minLength": 1,
    "maxLength": 200,
    "pattern": "^/[^?#]*$"
  },
  "rendered": {
    "maxItems": 10,
    "items": {
      "pattern": "^remote_[a-z_]{1,40}$"
    }
  },
  "started": {
    "maxItems": 10,
    "items": {
      "pattern": "^remote_[a-z_]{1,40}$"
    }
  },
  "vitals": {
    "maxItems": 3
  }
} as const;
export const UnavailableDates = {
  "unavailableDates": {
    "items": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    }
  }
} as const;
export const UpdateAccountBody = {
  "displayName": {
    "maxLength": 60
  },
  "phone": {
    "maxLength": 20
  }
} as const;
export const UpdateBusinessBody = {
  "baseTown": {
    "minLength": 2,
    "maxLength": 80
  },
  "bookingsPerDay": {
    "minimum": 1,
    "maximum": 50
  },
  "categories": {
    "minItems": 1,
    "maxItems": 3
  },
  "description": {
    "maxLength": 2000
  },
  "maxChildren": {
    "minimum": 1,
    "maximum": 200
  },
  "name": {
    "minLength": 2,
    "maxLength": 80
  }
} as const;
export const UpdateCredentialBody = {
  "expiresOn": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  },
  "reference": {
    "minLength": 1,
    "maxLength": 100
  }
} as const;
export const UpdateEventBody = {
  "address": {
    "minLength": 1,
    "maxLength": 300
  },
  "budgetPence": {
    "minimum": 0,
    "maximum": 10000000
  },
  "childName": {
    "maxLength": 60
  },
  "childrenCount": {
    "minimum": 1,
    "maximum": 200
  },
  "date": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  },
  "endTime": {
    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
  },
  "notes": {
    "maxLength": 2000
  },
  "postcodeDistrict": {
    "minLength": 2,
    "maxLength": 10
  },
  "servicesNeeded": {
    "maxItems": 14
  },
  "startTime": {
    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
  },
  "title": {
    "minLength": 2,
    "maxLength": 100
  }
} as const;
export const UpdateGalleryBody = {
  "name": {
    "minLength": 1,
    "maxLength": 80,
    "pattern": "\\S"
  },
  "photoIds": {
    "maxItems": 20
  }
} as const;
export const UpdatePackageBody = {
  "description": {
    "maxLength": 2000
  },
  "durationMinutes": {
    "minimum": 15,
    "maximum": 1440
  },
  "maxChildren": {
    "minimum": 1,
    "maximum": 200
  },
  "name": {
    "minLength": 2,
    "maxLength": 80
  },
  "priceFromPence": {
    "minimum": 0,
    "maximum": 10000000
  }
} as const;
export const UpdatePhotoBody = {
  "alt": {
    "minLength": 1,
    "maxLength": 200,
    "pattern": "\\S"
  }
} as const;
