/**
 * The 10 km square of Finland's uniform grid (YKJ, yhtenäiskoordinaatisto, EPSG:2393) a point
 * lies in: the grid Finnish species recording (Laji.fi, atlases) uses. `667:338` is the square
 * from N 6 670 000 and E 3 380 000 metres, 10 km each way. The projection and the datum shift
 * from WGS84 (a photo's GPS position) to KKJ are proj4's, not hand-written.
 */
import { createRequire } from 'node:module';
import type proj4Type from 'proj4';

/**
 * EPSG:2393, KKJ / Finland Uniform Coordinate System: transverse Mercator on the International
 * 1924 ellipsoid, central meridian 27° E, false easting 3 500 000 m; `towgs84` is EPSG's 7-parameter
 * KKJ → WGS84 shift in PROJ's position-vector convention, as GDAL exports EPSG:2393. Without the
 * shift, points would land some 100 m off; with the rotations' signs flipped, some 300 m off.
 */
const YKJ =
  '+proj=tmerc +lat_0=0 +lon_0=27 +k=1 +x_0=3500000 +y_0=0 +ellps=intl +towgs84=-96.0617,-82.4278,-121.7535,4.80107,0.34543,-1.37646,1.4964 +units=m +no_defs';

/**
 * The WGS84 → YKJ converter, made on first use: proj4 takes some 100–400 ms to load, and every
 * build reads the grid's squares (parseYkjSquare) without ever converting one.
 */
let converter: proj4Type.Converter | undefined;
function toYkj(): proj4Type.Converter {
  converter ??= (createRequire(import.meta.url)('proj4') as typeof proj4Type)('WGS84', YKJ);
  return converter;
}

/** The squares covering Finland, Åland to Ilomantsi and Hanko to Nuorgam (Laji.fi's YKJ grid). */
const NORTH = { min: 661, max: 777 };
const EAST = { min: 306, max: 373 };

/** A square's centre is at most this far from any point of it (half the diagonal of 10 km × 10 km). */
export const YKJ_SQUARE_UNCERTAINTY_METRES = 7072;

export interface YkjSquare {
  /** First three digits of the northing: 667 for N 6 670 000 – 6 679 999. */
  north: number;
  /** First three digits of the easting: 338 for E 3 380 000 – 3 389 999. */
  east: number;
}

/** `65.01, 25.47` (Oulu) → `721:342`; undefined outside Finland's grid or for no number. */
export function ykjSquare(lat: number, lon: number): string | undefined {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  const [east, north] = toYkj().forward([lon, lat]);
  const square = { north: Math.floor(north! / 10_000), east: Math.floor(east! / 10_000) };
  return inFinland(square) ? formatYkjSquare(square) : undefined;
}

/** `{ north: 667, east: 338 }` → `667:338`. */
export function formatYkjSquare(square: YkjSquare): string {
  return `${square.north}:${square.east}`;
}

/**
 * A square as a student types it: `667:338`, spaces allowed around the colon. Undefined for
 * anything else, and for a square outside Finland (e.g. the numbers swapped: `338:667`).
 */
export function parseYkjSquare(text: string): YkjSquare | undefined {
  const match = /^\s*(\d{3})\s*:\s*(\d{3})\s*$/.exec(text);
  if (!match) return undefined;
  const square = { north: Number(match[1]), east: Number(match[2]) };
  return inFinland(square) ? square : undefined;
}

/** The WGS84 position of a square's centre (Darwin Core's decimalLatitude/Longitude), 5 decimals. */
export function ykjSquareCentre(square: string | YkjSquare): { lat: number; lon: number } | undefined {
  const parsed = typeof square === 'string' ? parseYkjSquare(square) : inFinland(square) ? square : undefined;
  if (!parsed) return undefined;
  const [lon, lat] = toYkj().inverse([parsed.east * 10_000 + 5_000, parsed.north * 10_000 + 5_000]);
  // 1e-5 degrees is about a metre: plenty for a point 7 km from the truth, and stable output.
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return { lat: round(lat!), lon: round(lon!) };
}

/**
 * The square's outline in WGS84 as Well-Known Text (Darwin Core's footprintWKT, longitude first),
 * its corners from south-west anticlockwise, 5 decimals: `POLYGON ((25.30186 64.97714, …))`.
 */
export function ykjSquareFootprint(square: string): string | undefined {
  const parsed = parseYkjSquare(square);
  if (!parsed) return undefined;
  const [south, west] = [parsed.north * 10_000, parsed.east * 10_000];
  const corners = [
    [west, south],
    [west + 10_000, south],
    [west + 10_000, south + 10_000],
    [west, south + 10_000],
    [west, south],
  ].map(([east, north]) =>
    toYkj()
      .inverse([east!, north!])
      .map((degrees) => (Math.round(degrees! * 1e5) / 1e5).toFixed(5))
      .join(' '),
  );
  return `POLYGON ((${corners.join(', ')}))`;
}

function inFinland({ north, east }: YkjSquare): boolean {
  return Number.isInteger(north) && Number.isInteger(east) && north >= NORTH.min && north <= NORTH.max && east >= EAST.min && east <= EAST.max;
}
