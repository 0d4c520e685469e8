import { ApiError } from '../http/api-error.js';
import type { OutboundPrivateNetwork } from '../outbound/outbound-policy.js';
import { privateNetworkRefusal } from '../outbound/private-network-refused.js';
import {
  closeDestination,
  describeDestinationError,
  ensureDestinationTables,
  isLookoutDatabase,
  openDestination,
} from './warehouse-destination.js';
import {
  describeWarehouseTarget,
  sameWarehouseTarget,
  warehouseTarget,
} from './warehouse-target.js';

/** What a working destination told us. */
export interface CheckedWarehouse {
  target: string;
  serverVersion: string;
}

const ownDatabaseMessage =
  "connectionUrl: points at Lookout's own database. Runs must go to a database of yours, not the one Lookout stores them in.";

/**
 * Checks a destination before it is saved: not Lookout's own database (by
 * its URL, then by its tables once connected), at an address the outbound
 * policy allows (under `refuse`, a host that is or resolves to a private
 * address is refused before anything is sent), reachable within the connect
 * timeout, and allowed to create `lookout_runs`. Throws 400 or 422 naming the
 * problem; nothing is stored either way.
 */
export async function checkWarehouseUrl(
  url: string,
  server: { ownDatabaseUrl: string | undefined; outboundPrivateNetwork: OutboundPrivateNetwork },
): Promise<CheckedWarehouse> {
  const { ownDatabaseUrl } = server;
  const target = warehouseTarget(url);
  const shown = describeWarehouseTarget(target);
  if (ownDatabaseUrl && sameWarehouseTarget(target, warehouseTarget(ownDatabaseUrl))) {
    throw new ApiError(400, 'Invalid request', ownDatabaseMessage);
  }
  let client: Awaited<ReturnType<typeof openDestination>>;
  try {
    client = await openDestination(url, server.outboundPrivateNetwork);
  } catch (error) {
    if (privateNetworkRefusal(error)) {
      throw new ApiError(
        422,
        'Destination refused',
        `connectionUrl: ${describeDestinationError(error, shown)}`,
      );
    }
    throw new ApiError(
      422,
      'Destination unreachable',
      `connectionUrl: could not connect. ${describeDestinationError(error, shown)}`,
    );
  }
  try {
    if (await isLookoutDatabase(client))
      throw new ApiError(400, 'Invalid request', ownDatabaseMessage);
    const serverVersion = await ensureDestinationTables(client);
    return { target: shown, serverVersion };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(
      422,
      'Destination refused',
      `connectionUrl: ${describeDestinationError(error, shown)}`,
    );
  } finally {
    await closeDestination(client);
  }
}
