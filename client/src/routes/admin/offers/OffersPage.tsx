import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { QueryCell } from '../../../components/QueryCell';
import { uploadUrl } from '../../../components/uploadUrl';
import { offersDocument } from '../../../components/offers/offersQuery';
import { AdminCard } from '../AdminCard';
import { AdminScreen } from '../AdminScreen';
import { useAddOfferMutation } from './useAddOfferMutation';
import { useDeleteOfferMutation } from './useDeleteOfferMutation';
import '../../../components/form/form.css';
import '../../../components/data-table.css';
import '../content-admin.css';

/** SPEC.md sections 5 and 8. */
export const OFFER_IMAGE_REQUIRED = 'Please upload a valid image';

/** Offers (SPEC.md section 2): upload an image, list the images with Delete. Failures are only logged. */
export function OffersPage() {
  const { data, error } = useQuery(offersDocument);
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [addOffer, adding] = useAddOfferMutation();
  const [deleteOffer, deleting] = useDeleteOfferMutation();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!image || !image.type.startsWith('image/')) {
      window.alert(OFFER_IMAGE_REQUIRED);
      return;
    }
    try {
      await addOffer({ variables: { image } });
      setImage(null);
      setFileKey((k) => k + 1);
    } catch (err) {
      console.error('Error adding offer', err);
    }
  };

  const remove = async (id: string) => {
    try {
      await deleteOffer({ variables: { id } });
    } catch (err) {
      console.error('Error deleting offer', err);
    }
  };

  return (
    <AdminScreen title="Offers">
      <form
        className="admin-panel form-stack"
        aria-label="Add offer"
        noValidate
        onSubmit={(e) => {
          void add(e);
        }}
      >
        <h2>Add Offer</h2>
        <div className="form-field">
          <label className="form-field__label" htmlFor="offer-image">
            Offer image
          </label>
          <input key={fileKey} id="offer-image" type="file" accept="image/*" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={adding.loading}>
            {adding.loading ? 'Uploading...' : 'Add Offer'}
          </button>
        </div>
      </form>
      <QueryCell
        data={data?.offers}
        error={error}
        what="the offers"
        failure={null}
        isEmpty={(offers) => offers.length === 0}
        empty={<p className="admin-empty">No offers yet.</p>}
      >
        {(offers) => (
          <ul className="admin-cards" aria-label="Offers">
            {offers.map((offer, i) => (
              <AdminCard
                key={offer.id}
                label={`Offer ${i + 1}`}
                image={<img className="admin-card__image" src={uploadUrl(offer.imageUrl)} alt={`Offer ${i + 1}`} loading="lazy" />}
                busy={deleting.loading}
                onDelete={() => {
                  void remove(offer.id);
                }}
              />
            ))}
          </ul>
        )}
      </QueryCell>
    </AdminScreen>
  );
}
