import { Box, Button, Card, Field, Heading, HStack, Input, SimpleGrid, Stack, Switch, Text } from "@chakra-ui/react";
import { packagePermissionSettingsSchema } from "@amlak/schemas";
import { Pencil, Save, X } from "lucide-react";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";

type PackageConfig = RouterOutputs["adminConfig"]["packages"][number];

type SettingsSchema = ReturnType<typeof packagePermissionSettingsSchema>;
type Settings = { permissions: z.input<SettingsSchema> };

/** The server copy as the form holds it: one row per permission, in the order the entities list them. */
const settingsOf = (config: PackageConfig): Settings => ({
  permissions: config.entities.flatMap((entity) =>
    entity.permissions.map((permission) => ({
      entity: entity.name,
      id: permission.id,
      permission_id: permission.permissionId,
      active: permission.active,
      value: permission.is_numerical ? String(permission.value ?? 0) : null,
    })),
  ),
});

/** One package's permissions, read-only until Edit; Cancel restores the server copy, Save sends them all (SPEC §4). */
export function PackagePermissionsForm({ config }: { config: PackageConfig }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const schema = useMemo(
    () =>
      z.object({
        permissions: packagePermissionSettingsSchema(
          config.entities.flatMap((entity) =>
            entity.permissions.map((permission) => ({ ...permission, entity: entity.name, code: permission.permissionId })),
          ),
        ),
      }),
    [config],
  );
  const form = useForm<Settings, unknown, { permissions: z.output<SettingsSchema> }>({
    resolver: formResolver(schema),
    defaultValues: settingsOf(config),
  });
  const save = trpc.adminConfig.savePackage.useMutation({
    onSuccess: (saved) => {
      utils.adminConfig.packages.setData(undefined, (packages) =>
        packages?.map((pkg) => (pkg.main_subscription_id === saved.main_subscription_id ? saved : pkg)),
      );
      form.reset(settingsOf(saved));
      setEditing(false);
    },
  });
  const submit = form.handleSubmit(({ permissions }) => save.mutate({ mainSubscriptionId: config.main_subscription_id, permissions }));
  const cancel = () => {
    form.reset(settingsOf(config));
    setEditing(false);
  };
  let index = 0;

  return (
    <Card.Root asChild>
      <form noValidate onSubmit={submit} data-testid="package-permissions-form">
        <Card.Header>
          <HStack justify="space-between" alignItems="flex-start" gap="3" wrap="wrap">
            <Stack gap="1" flex="1" minW="60">
              <Card.Title data-testid="package-permissions-name">{config.name}</Card.Title>
              <Card.Description>{config.description}</Card.Description>
            </Stack>
            <HStack gap="2">
              {editing ? (
                <>
                  <Button variant="outline" size="sm" onClick={cancel} disabled={save.isPending} data-testid="package-permissions-cancel">
                    <X /> {t("adminConfiguration.cancel")}
                  </Button>
                  <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending} data-testid="package-permissions-save">
                    <Save /> {t("adminConfiguration.save")}
                  </Button>
                </>
              ) : (
                <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="package-permissions-edit">
                  <Pencil /> {t("adminConfiguration.edit")}
                </Button>
              )}
            </HStack>
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            {t("adminConfiguration.appliesAtOnce")}
          </Text>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
            {config.entities.map((entity) => (
              <Box asChild key={entity.name} borderWidth="1px" rounded="lg" p="4" minW="0">
                <fieldset data-testid={`package-entity-${entity.name}`}>
                  <Heading as="legend" textStyle="sm" fontWeight="semibold" px="1">
                    {t(`packagePermission.entity.${entity.name}`, { defaultValue: entity.name })}
                  </Heading>
                  <Stack gap="3" mt="1">
                    {entity.permissions.map((permission) => {
                      const row = index++;
                      const testId = `permission-${entity.name}-${permission.permissionId}`;
                      const error = form.formState.errors.permissions?.[row];
                      return (
                        <HStack key={permission.id} justify="space-between" gap="3" minH="9">
                          <Controller
                            control={form.control}
                            name={`permissions.${row}.active`}
                            render={({ field }) => (
                              <Switch.Root
                                checked={field.value}
                                readOnly={!editing}
                                onCheckedChange={(details) => field.onChange(details.checked)}
                                colorPalette="brand"
                                data-testid={testId}
                              >
                                <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
                                <Switch.Control>
                                  <Switch.Thumb />
                                </Switch.Control>
                                <Switch.Label fontWeight="normal">{permission.name}</Switch.Label>
                              </Switch.Root>
                            )}
                          />
                          {permission.is_numerical && (
                            <Field.Root invalid={Boolean(error)} w="24" flexShrink={0}>
                              <Input
                                size="sm"
                                inputMode="numeric"
                                dir="ltr"
                                textAlign="end"
                                readOnly={!editing}
                                variant={editing ? "outline" : "subtle"}
                                aria-label={t("adminConfiguration.limitOf", { name: permission.name })}
                                {...form.register(`permissions.${row}.value`)}
                                data-testid={`${testId}-value`}
                              />
                              <Field.ErrorText>{error?.value?.message ?? error?.message}</Field.ErrorText>
                            </Field.Root>
                          )}
                        </HStack>
                      );
                    })}
                  </Stack>
                </fieldset>
              </Box>
            ))}
          </SimpleGrid>
        </Card.Body>
      </form>
    </Card.Root>
  );
}
