/** A doorstep delivery leg's map link: the pin when the customer dropped one, else a search for the address. */
export function mapLink(address: string, lat?: number | null, lng?: number | null): string {
  if (typeof lat === 'number' && typeof lng === 'number')
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

interface Props {
  pickupAddress?: string | null;
  pickupLat?: number | null;
  pickupLng?: number | null;
  returnAddress?: string | null;
  returnLat?: number | null;
  returnLng?: number | null;
}

/** Staff's view of a booking's doorstep delivery (SPEC.md: delivery 0-5 minutes before the start, collection within 30 after the end). */
export function DeliveryLegs(props: Props) {
  if (!props.pickupAddress && !props.returnAddress) return null;
  return (
    <ul className="delivery-legs" aria-label="Delivery">
      {props.pickupAddress && <Leg text="Deliver to" address={props.pickupAddress} lat={props.pickupLat} lng={props.pickupLng} />}
      {props.returnAddress && <Leg text="Collect from" address={props.returnAddress} lat={props.returnLat} lng={props.returnLng} />}
    </ul>
  );
}

function Leg(props: { text: string; address: string; lat?: number | null; lng?: number | null }) {
  return (
    <li>
      {props.text} {props.address} ·{' '}
      <a href={mapLink(props.address, props.lat, props.lng)} target="_blank" rel="noreferrer">
        map
      </a>
    </li>
  );
}
