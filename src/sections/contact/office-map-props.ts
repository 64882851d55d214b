/** What the office map draws: shared by the map's frame and the Leaflet map it loads later. */
export type OfficeMapProps = {
  latitude: number
  longitude: number
  title: string
  address: string
  phone?: string
  tileUrl: string
  attribution: string
  label: string
}
