import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { tableName } from '../../lib/db/client';
import { writeIf } from '../../lib/db/write-if';
import { orderKey, statusIndexPk, type ShipmentRecord } from '../order-item';

/**
 * Adds a parcel to an order and moves its status (the status index with it) in one conditional write: the
 * order must still be in `from` with the same number of parcels it was read with, so two parcels sent at
 * once never both take the last unit. The header's carrier and tracking become the newest parcel's.
 * Returns false, changing nothing, when the order changed meanwhile.
 */
export async function appendShipment(id: number, from: OrderStatus, to: OrderStatus, shipment: ShipmentRecord, parcelsBefore: number): Promise<boolean> {
  const values: Record<string, unknown> = {
    ':from': from,
    ':to': to,
    ':gsi': statusIndexPk(to),
    ':now': shipment.shippedAt,
    ':parcel': [shipment],
    ':none': [],
    ':n': parcelsBefore,
    ':carrier': shipment.carrier,
    ':tracking': shipment.trackingNumber,
  };
  const sets = [
    '#status = :to',
    'gsi1pk = :gsi',
    'updatedAt = :now',
    'shipments = list_append(if_not_exists(shipments, :none), :parcel)',
    'carrier = :carrier',
    'trackingNumber = :tracking',
    'shippedAt = :now',
  ];
  if (shipment.trackingUrl) {
    values[':url'] = shipment.trackingUrl;
    sets.push('trackingUrl = :url');
  }
  const remove = shipment.trackingUrl ? '' : ' REMOVE trackingUrl';
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(id),
      UpdateExpression: `SET ${sets.join(', ')}${remove}`,
      ConditionExpression: `attribute_exists(pk) AND #status = :from AND ${parcelsBefore === 0 ? '(attribute_not_exists(shipments) OR size(shipments) = :n)' : 'size(shipments) = :n'}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: values,
    }),
  );
}

/** Marks a made-to-order line made, or not yet, on an order that has not shipped it (one conditional write). */
export async function setLineMade(id: number, itemIds: number[], allowedStatuses: OrderStatus[]): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(id),
      UpdateExpression: 'SET madeItemIds = :ids, updatedAt = :now',
      ConditionExpression: `attribute_exists(pk) AND #status IN (${allowedStatuses.map((_, i) => `:s${i}`).join(', ')})`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':ids': itemIds, ':now': new Date().toISOString(), ...Object.fromEntries(allowedStatuses.map((s, i) => [`:s${i}`, s])) },
    }),
  );
}
