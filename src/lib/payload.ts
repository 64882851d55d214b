import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API (one instance per server process). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
