// Each deployment may point Help at its own support site; the build supplies a default.
export const SUPPORT_URL = process.env.PUBLIC_SUPPORT_URL || 'https://support.kidsevents.example';

export const INSTAGRAM_URL = 'https://www.instagram.com/kidsevents';
