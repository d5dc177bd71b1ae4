import { Button, Card, CloseButton, Image, Input, NativeSelect, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { MAINTENANCE_CATEGORIES, MAX_MAINTENANCE_PHOTOS, ZMaintenanceRequestSchema } from "@amlak/schemas";
import { ImagePlus } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { DownloadError, toastFileError } from "../../lib/download.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { FormField } from "../../ui/form-field.tsx";
import { postFiles } from "../documents/upload-files.ts";
import { renewPortalSession } from "./portal-client.ts";
import { portalSession } from "./portal-session.ts";

type Contract = RouterOutputs["portal"]["contracts"][number];
type Request = z.input<typeof ZMaintenanceRequestSchema>;

/** Sends the request's photos with the portal token, renewed once when it had expired. */
async function sendPhotos(orgId: string, requestId: string, photos: File[]): Promise<void> {
  const url = `/api/portal/maintenance-requests/${requestId}/photos?${new URLSearchParams({ org_id: orgId })}`;
  const token = portalSession.get()?.token ?? null;
  try {
    await postFiles(url, photos, token);
  } catch (error) {
    const expired = token && error instanceof DownloadError && error.status === 401;
    if (!expired || !(await renewPortalSession(token))) throw error;
    await postFiles(url, photos, portalSession.get()?.token ?? null);
  }
}

/** Chosen photos with their previews, released when they leave the form. */
function usePhotos() {
  const [photos, setPhotos] = useState<File[]>([]);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return { photos, previews, setPhotos };
}

/**
 * A new maintenance request (issue #20): the contract when the tenant has more than one running, the category, what
 * is wrong and up to five photos with previews. The photos go after the request is filed; a refused photo leaves the
 * request filed and says why.
 */
export function MaintenanceRequestForm({
  orgId,
  contracts,
  onDone,
  onCancel,
}: {
  orgId: string;
  contracts: Contract[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { photos, previews, setPhotos } = usePhotos();
  const picker = useRef<HTMLInputElement>(null);
  const resolver = useMemo(() => formResolver(ZMaintenanceRequestSchema), []);
  const form = useForm<Request, unknown, z.output<typeof ZMaintenanceRequestSchema>>({
    resolver,
    defaultValues: { org_id: orgId, contract_id: contracts[0]?.id ?? "", category: "plumbing", description: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const create = trpc.portal.maintenanceRequests.create.useMutation();

  const submit = form.handleSubmit(async (request) => {
    const filed = await create.mutateAsync(request).catch((error: unknown) => {
      showServerFieldErrors(error, form.setError);
      return null;
    });
    if (!filed) return;
    if (photos.length) await sendPhotos(orgId, filed.id, photos).catch(toastFileError);
    onDone();
  });

  const addPhotos = (chosen: FileList | null) => {
    // The list empties with the input, which is cleared so the same photo can be chosen again.
    const added = Array.from(chosen ?? []);
    setPhotos((current) => [...current, ...added].slice(0, MAX_MAINTENANCE_PHOTOS));
    if (picker.current) picker.current.value = "";
  };

  return (
    <Card.Root asChild variant="outline">
      <form onSubmit={(event) => void submit(event)} data-testid="maintenance-form" noValidate>
        <Card.Body>
          <Stack gap="4">
            {contracts.length > 1 && (
              <FormField label={t("maintenance.contract")} error={errors.contract_id?.message}>
                <NativeSelect.Root>
                  <NativeSelect.Field data-testid="maintenance-contract" {...form.register("contract_id")}>
                    {contracts.map((contract) => (
                      <option key={contract.id} value={contract.id}>
                        {[contract.parent_title, contract.real_estate_title].filter(Boolean).join(" — ")}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            )}
            <FormField label={t("maintenance.category")} error={errors.category?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field data-testid="maintenance-category" {...form.register("category")}>
                  {MAINTENANCE_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {t(`maintenance.category.${category}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t("maintenance.description")} error={errors.description?.message}>
              <Textarea rows={4} maxLength={1000} dir="auto" data-testid="maintenance-description" {...form.register("description")} />
            </FormField>
            <FormField label={t("maintenance.photos", { max: MAX_MAINTENANCE_PHOTOS })}>
              <SimpleGrid columns={{ base: 3, sm: 5 }} gap="2" data-testid="maintenance-previews">
                {previews.map((url, index) => (
                  <Stack key={url} position="relative">
                    <Image src={url} alt={photos[index]?.name} aspectRatio="1" objectFit="cover" rounded="md" />
                    <CloseButton
                      size="2xs"
                      variant="solid"
                      position="absolute"
                      top="1"
                      insetEnd="1"
                      aria-label={t("maintenance.removePhoto")}
                      onClick={() => setPhotos((current) => current.filter((_, at) => at !== index))}
                    />
                  </Stack>
                ))}
              </SimpleGrid>
              <Input
                ref={picker}
                type="file"
                accept="image/jpeg,image/png,image/gif"
                multiple
                hidden
                data-testid="maintenance-photos"
                onChange={(event) => addPhotos(event.target.files)}
              />
              {photos.length < MAX_MAINTENANCE_PHOTOS && (
                <Button variant="outline" size="sm" alignSelf="start" onClick={() => picker.current?.click()}>
                  <ImagePlus /> {t("maintenance.addPhotos")}
                </Button>
              )}
            </FormField>
          </Stack>
        </Card.Body>
        <Card.Footer gap="2">
          <Button variant="ghost" onClick={onCancel} data-testid="maintenance-cancel">
            {t("action.cancel")}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            loading={isSubmitting}
            data-testid="maintenance-send"
            flex={{ base: "1", sm: "initial" }}
          >
            {t("maintenance.send")}
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
