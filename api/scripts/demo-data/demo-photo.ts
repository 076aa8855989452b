/**
 * A demo business's photo: a party scene in the business's colour with its initials, drawn as
 * SVG and rendered to JPEG by sharp. 800×600, so the API's processing stays quick.
 */
import sharp from 'sharp';

export const DEMO_PHOTO_SIZE = { width: 800, height: 600 };

function initialsOf(name: string): string {
  const words = name
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0 && !['and', 'by', 'the', 'of'].includes(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** A small deterministic spread of balloons, so a re-run draws the same picture. */
function balloons(seed: number, hue: number): string {
  const shapes: string[] = [];
  for (let index = 0; index < 7; index++) {
    const x = 60 + ((seed * 37 + index * 113) % 680);
    const y = 70 + ((seed * 53 + index * 71) % 200);
    const colour = `hsl(${(hue + index * 47) % 360}, 80%, 62%)`;
    shapes.push(
      `<line x1="${x}" y1="${y + 46}" x2="${x + 8}" y2="${y + 150}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>`,
      `<ellipse cx="${x}" cy="${y}" rx="34" ry="44" fill="${colour}"/>`,
    );
  }
  return shapes.join('');
}

function seedOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 10_007;
  return hash;
}

export async function demoPhoto(name: string, hue: number, variant = 0): Promise<Buffer> {
  const { width, height } = DEMO_PHOTO_SIZE;
  const seed = seedOf(name) + variant * 17;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 70%, ${variant === 0 ? 45 : 35}%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 30) % 360}, 75%, 70%)"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  ${balloons(seed, hue)}
  <path d="M0 470 Q 200 420 400 465 T 800 455 V 600 H 0 Z" fill="hsl(${(hue + 180) % 360}, 45%, 35%)"/>
  <circle cx="400" cy="330" r="150" fill="#ffffff" fill-opacity="0.9"/>
  <text x="400" y="382" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="140" fill="hsl(${hue}, 70%, 32%)">${initialsOf(name)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
