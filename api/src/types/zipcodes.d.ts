declare module 'zipcodes' {
  interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { codes: Record<string, ZipCodeEntry>; lookup(zip: string): ZipCodeEntry | undefined };
  export default zipcodes;
}
