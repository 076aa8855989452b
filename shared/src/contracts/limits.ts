/**
 * Generated from api/openapi.json by `pnpm --filter api openapi`; do not edit.
 * The limits the API enforces on each named schema's fields (lengths, ranges, counts, patterns),
 * for forms that check as you type: LIMITS.<Schema>.<field>.maxLength and so on.
 */
export const LIMITS = {
  "AgeRange": {
    "max": {
      "minimum": 0,
      "maximum": 16
    },
    "min": {
      "minimum": 0,
      "maximum": 16
    }
  },
  "AreasBody": {
    "areasCovered": {
      "minItems": 1,
      "maxItems": 50,
      "items": {
        "minLength": 1,
        "maxLength": 10
      }
    }
  },
  "Badge": {
    "expiresOn": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    }
  },
  "BookingSummary": {
    "eventDate": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    }
  },
  "BusinessContact": {
    "email": {
      "maxLength": 254
    },
    "phone": {
      "pattern": "^\\+?[0-9 ()-]{7,20}$"
    }
  },
  "BusinessGallerySummary": {
    "photoCount": {
      "minimum": 0
    }
  },
  "CancelBookingBody": {
    "reason": {
      "minLength": 1,
      "maxLength": 500
    }
  },
  "CancelEventBody": {
    "reason": {
      "maxLength": 500
    }
  },
  "CreateBookingBody": {
    "message": {
      "minLength": 1,
      "maxLength": 2000
    }
  },
  "CreateBusinessBody": {
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
  },
  "CreateEventBody": {
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
  },
  "CreateGalleryBody": {
    "name": {
      "minLength": 1,
      "maxLength": 80,
      "pattern": "\\S"
    },
    "photoIds": {
      "maxItems": 20
    }
  },
  "CreateNotificationBody": {
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
  },
  "CreatePackageBody": {
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
  },
  "CredentialBody": {
    "expiresOn": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    },
    "reference": {
      "minLength": 1,
      "maxLength": 100
    }
  },
  "DeclineRequestBody": {
    "reason": {
      "maxLength": 500
    }
  },
  "EventBody": {
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
  },
  "EventQuoteBody": {
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
  },
  "EventView": {
    "date": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    },
    "endTime": {
      "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
    },
    "startTime": {
      "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
    }
  },
  "MessageBody": {
    "text": {
      "minLength": 1,
      "maxLength": 2000
    }
  },
  "NotificationSummary": {
    "total": {
      "minimum": 0
    },
    "unread": {
      "minimum": 0
    }
  },
  "OpenEvent": {
    "date": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    },
    "endTime": {
      "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
    },
    "startTime": {
      "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
    }
  },
  "OwnerBusiness": {
    "unavailableDates": {
      "items": {
        "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
      }
    }
  },
  "OwnerCredential": {
    "expiresOn": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    }
  },
  "Photo": {
    "height": {
      "minimum": 1
    },
    "width": {
      "minimum": 1
    }
  },
  "PhotoOrderBody": {
    "photoIds": {
      "maxItems": 20
    }
  },
  "PublicGallerySummary": {
    "photoCount": {
      "minimum": 1
    }
  },
  "Quote": {
    "items": {
      "maxItems": 20
    },
    "validUntil": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    }
  },
  "QuoteBody": {
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
  },
  "QuoteItem": {
    "description": {
      "minLength": 1,
      "maxLength": 200
    },
    "pence": {
      "minimum": 0,
      "maximum": 10000000
    }
  },
  "RatingSummary": {
    "average": {
      "minimum": 0,
      "maximum": 5
    },
    "count": {
      "minimum": 0
    }
  },
  "RejectCredentialBody": {
    "reason": {
      "minLength": 1,
      "maxLength": 500
    }
  },
  "Review": {
    "rating": {
      "minimum": 1,
      "maximum": 5
    }
  },
  "ReviewBody": {
    "rating": {
      "minimum": 1,
      "maximum": 5
    },
    "text": {
      "maxLength": 1000
    }
  },
  "ReviewReplyBody": {
    "text": {
      "minLength": 1,
      "maxLength": 1000
    }
  },
  "SharedEvent": {
    "month": {
      "pattern": "^\\d{4}-\\d{2}$"
    }
  },
  "SubscribeBody": {
    "email": {
      "maxLength": 320
    },
    "source": {
      "maxLength": 100
    }
  },
  "TelemetryReport": {
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
  },
  "UnavailableDates": {
    "unavailableDates": {
      "items": {
        "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
      }
    }
  },
  "UpdateBusinessBody": {
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
  },
  "UpdateCredentialBody": {
    "expiresOn": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    },
    "reference": {
      "minLength": 1,
      "maxLength": 100
    }
  },
  "UpdateEventBody": {
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
  },
  "UpdateGalleryBody": {
    "name": {
      "minLength": 1,
      "maxLength": 80,
      "pattern": "\\S"
    },
    "photoIds": {
      "maxItems": 20
    }
  },
  "UpdatePackageBody": {
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
  },
  "UpdatePhotoBody": {
    "alt": {
      "minLength": 1,
      "maxLength": 200,
      "pattern": "\\S"
    }
  }
} as const;
