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
  pickupLandmark?: string | null;
  pickupAreaToConfirm?: boolean;
  returnAddress?: string | null;
  returnLat?: number | null;
  returnLng?: number | null;
  returnLandmark?: string | null;
  returnAreaToConfirm?: boolean;
}

const LEGS = [
  { leg: 'pickup', text: 'Deliver to' },
  { leg: 'return', text: 'Collect from' },
] as const;

/** Staff's view of a booking's doorstep delivery (SPEC.md: delivery 0-5 minutes before the start, collection within 30 after the end). */
export function DeliveryLegs(props: Props) {
  if (!props.pickupAddress && !props.returnAddress) return null;
  return (
    <ul className="delivery-legs" aria-label="Delivery">
      {LEGS.map(({ leg, text }) => {
        const address = props[`${leg}Address`];
        if (!address) return null;
        return (
          <Leg
            key={leg}
            text={text}
            address={address}
            landmark={props[`${leg}Landmark`]}
            toConfirm={props[`${leg}AreaToConfirm`]}
            lat={props[`${leg}Lat`]}
            lng={props[`${leg}Lng`]}
          />
        );
      })}
    </ul>
  );
}

interface LegProps {
  text: string;
  address: string;
  landmark?: string | null;
  /** The address named no known locality: the server took it on its landmark, for staff to confirm. */
  toConfirm?: boolean;
  lat?: number | null;
  lng?: number | null;
}

function Leg(props: LegProps) {
  return (
    <li>
      {props.text} {props.address}
      {props.landmark && ` (landmark: ${props.landmark})`} ·{' '}
      <a href={mapLink(props.address, props.lat, props.lng)} target="_blank" rel="noreferrer">
        map
      </a>
      {props.toConfirm && (
        <>
          {' · '}
          <strong title="The address names no locality we know: confirm with the customer that it is in Indore">Area to confirm</strong>
        </>
      )}
    </li>
  );
}
