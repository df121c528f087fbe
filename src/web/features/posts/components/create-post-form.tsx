import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import type { z } from "zod";
import { ImagePlus } from "lucide-react";
import { IMAGE_UPLOAD_MAX_BYTES, POST_MAX } from "@shared/limits";
import { createPostSchema, type CreatePostInput } from "@shared/schemas/posts";
import { LEAGUES, SPORTS } from "@shared/leagues";
import { sportEmoji } from "@shared/sport-emoji";
import { sportLabel } from "@web/lib/i18n/sport-names";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { FormField } from "@web/components/form-field";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { useCreatePost } from "../api/create-post";
import { useTeams } from "@web/lib/use-teams";
import { useTranslateMessage } from "@web/lib/i18n/use-translate-message";

type FormIn = z.input<typeof createPostSchema>;
const NONE = "";
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/**
 * The Create Post form (create-post-dialog.tsx draws the dialog; this loads when first opened).
 * `multipart` (the feed) sends FormData and may attach an image file; otherwise (one's own
 * profile) it sends JSON. Native selects keep hundreds of teams usable on phones. Closing the
 * dialog unmounts the form, which clears it.
 */
export function CreatePostForm({ multipart, onDone }: { multipart: boolean; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage();
  const [file, setFile] = React.useState<File | null>(null);
  // Checked here as well as on the server: a picture too large is refused before it is sent.
  const [fileTooLarge, setFileTooLarge] = React.useState(false);
  const teams = useTeams();
  const form = useForm<FormIn, unknown, CreatePostInput>({
    resolver: zodResolver(createPostSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { content: "", sport: NONE, teamId: NONE, imageUrl: "" },
  });
  const create = useCreatePost(onDone);
  const sport = String(useWatch({ control: form.control, name: "sport" }) ?? "");
  const content = String(useWatch({ control: form.control, name: "content" }) ?? "");
  const leagueTeams = React.useMemo(() => {
    const list = (teams.data ?? []).filter((t) => !sport || t.sport === sport);
    return LEAGUES.map((l) => ({ ...l, teams: list.filter((t) => t.league === l.slug) })).filter((g) => g.teams.length);
  }, [teams.data, sport]);
  const { errors } = form.formState;
  const maxMegabytes = i18n.number(IMAGE_UPLOAD_MAX_BYTES / 1048576);

  const onSubmit = form.handleSubmit((values) => {
    if (fileTooLarge) return;
    if (multipart) {
      const fd = new FormData();
      fd.append("content", values.content);
      if (values.sport) fd.append("sport", values.sport);
      if (values.teamId) fd.append("teamId", String(values.teamId));
      if (values.imageUrl) fd.append("imageUrl", values.imageUrl);
      if (file) fd.append("image", file, file.name);
      create.mutate(fd);
    } else {
      create.mutate({ content: values.content, sport: values.sport, teamId: values.teamId, imageUrl: values.imageUrl });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor="post-content">
          <Trans>What's on your mind?</Trans>
        </Label>
        <Textarea
          id="post-content"
          rows={4}
          placeholder={t`That last-minute winner...`}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby="post-content-help"
          {...form.register("content")}
        />
        <div id="post-content-help" className="flex justify-between gap-2 text-xs">
          <span role={errors.content ? "alert" : undefined} className="font-medium text-destructive">
            {errors.content?.message ? translate(errors.content.message) : null}
          </span>
          <span className={content.length > POST_MAX ? "text-destructive" : "text-muted-foreground"}>
            {i18n.number(content.length)}/{i18n.number(POST_MAX)}
          </span>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="post-sport" label={t`Sport (optional)`}>
          <NativeSelect {...form.register("sport", { onChange: () => form.setValue("teamId", NONE) })}>
            <option value={NONE}>{t`No sport`}</option>
            {SPORTS.map((s) => (
              <option key={s} value={s}>
                {sportEmoji(s)} {sportLabel(i18n, s)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="post-team" label={t`Team (optional)`}>
          <NativeSelect {...form.register("teamId")}>
            <option value={NONE}>{teams.isPending ? t`Loading teams...` : t`No team`}</option>
            {leagueTeams.map((g) => (
              <optgroup key={g.slug} label={g.label}>
                {g.teams.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor="post-image-url">
          <Trans>Image link from FanZone (optional)</Trans>
        </Label>
        <Input
          id="post-image-url"
          type="url"
          placeholder={t`Paste the address of a picture on FanZone`}
          aria-invalid={errors.imageUrl ? true : undefined}
          aria-describedby="post-image-url-help"
          {...form.register("imageUrl")}
        />
        <p id="post-image-url-help" className="text-xs text-muted-foreground">
          {multipart ? (
            <Trans>Pictures from other sites are not shown: upload them below instead.</Trans>
          ) : (
            <Trans>Pictures from other sites are not shown.</Trans>
          )}
        </p>
        {errors.imageUrl ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {translate(errors.imageUrl.message ?? "")}
          </p>
        ) : null}
      </div>
      {multipart ? (
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor="post-image">
            <ImagePlus className="inline h-4 w-4" /> <Trans>Upload an image (optional)</Trans>
          </Label>
          <Input
            id="post-image"
            type="file"
            accept={ACCEPT}
            className="h-auto py-1.5"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              setFile(f);
              setFileTooLarge(!!f && f.size > IMAGE_UPLOAD_MAX_BYTES);
            }}
          />
          <p className="text-xs text-muted-foreground">
            <Trans>JPEG, PNG, WebP or GIF, up to {maxMegabytes} MB.</Trans>
          </p>
          {fileTooLarge ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              <Trans>Images must be at most {maxMegabytes} MB</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? <Trans>Posting...</Trans> : <Trans context="button: publish it">Post</Trans>}
      </Button>
    </form>
  );
}
