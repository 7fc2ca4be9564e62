import { Trans } from "@lingui/react/macro";
import { Phone } from "lucide-react";
import type { DeliveryAddressType } from "@vayu/shared/addresses";
import { landmarkText } from "@vayu/shared/address-text";

/** An address as a shopper reads it on a parcel label; the landmark shows N/A when empty. */
/** An address as shown; a business buyer's name and GSTIN under it when it carries them (docs/decisions/315-business-buyers.md). */
export function AddressLines({
  address,
  showName = true,
}: {
  address: Omit<DeliveryAddressType, "_id">;
  showName?: boolean;
}) {
  return (
    <div className="text-sm leading-6 text-slate-700">
      {showName && <p className="font-semibold text-ink">{address.name}</p>}
      <p>{address.address}</p>
      <p>
        {address.city}, {address.state} – {address.zipCode}, {address.country}
      </p>
      <p>
        <span className="text-slate-600">
          <Trans>Landmark:</Trans>
        </span>{" "}
        {landmarkText(address.landmark)}
      </p>
      <p className="mt-1 flex items-center gap-1.5">
        <Phone className="size-3.5 text-slate-600" aria-hidden />
        <span className="sr-only">
          <Trans>Mobile:</Trans>
        </span>
        {address.mobile}
      </p>
      {address.gstin && (
        <p className="mt-1">
          <Trans>
            {address.businessName} · GSTIN {address.gstin}
          </Trans>
        </p>
      )}
    </div>
  );
}
