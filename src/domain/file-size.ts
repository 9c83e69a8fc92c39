/**
 * What a kilobyte and a megabyte are, everywhere the portal limits or shows a file's size: 1,024
 * and 1,048,576 bytes. Clinics pick their files in Windows' Explorer, which counts so and calls
 * the units KB and MB: a file it shows as 20 MB passes a limit of 20 MB, and the size the portal
 * writes beside a chosen file is the one Explorer showed. (The logo once counted 1,000,000 bytes a
 * megabyte and refused files Explorer said were under 1 MB.)
 */
export const KILOBYTE = 1024;
export const MEGABYTE = 1024 * KILOBYTE;

/** A limit of `megabytes` MB in bytes. */
export const megabytesInBytes = (megabytes: number): number => megabytes * MEGABYTE;
