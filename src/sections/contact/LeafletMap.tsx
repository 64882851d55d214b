'use client'

import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet'

import { BRAND_COLOURS } from '@/lib/brand-colours'

import type { OfficeMapProps } from './office-map-props'

// An inline pin: Leaflet's default marker images would need extra files and requests.
const pin = L.divIcon({
  className: '',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
  popupAnchor: [0, -38],
  html: `<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 42 16 42s16-14.5 16-26.3C32 7 24.8 0 16 0z" fill="${BRAND_COLOURS.brand}"/><circle cx="16" cy="15.5" r="6" fill="#fff"/></svg>`,
})

export default function LeafletMap({
  latitude,
  longitude,
  title,
  address,
  phone,
  tileUrl,
  attribution,
}: OfficeMapProps) {
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={15}
      maxZoom={19}
      scrollWheelZoom={false}
      className="h-full w-full"
      data-testid="office-map"
    >
      <TileLayer url={tileUrl} maxZoom={19} attribution={attribution} />
      <Marker position={[latitude, longitude]} icon={pin} title={title} alt={title}>
        <Popup>
          <strong>{title}</strong>
          <br />
          <span dir="auto">{address}</span>
          {phone ? (
            <>
              <br />
              <a href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr">
                {phone}
              </a>
            </>
          ) : null}
        </Popup>
      </Marker>
    </MapContainer>
  )
}
