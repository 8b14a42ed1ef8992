import { useEffect, useRef } from "react";
import { data } from "react-router";
import type { Route } from "./+types/photos";
import { fill } from "../../i18n/fill.ts";
import { languages, type Lang } from "../../i18n/languages.ts";
import { photoRefusalText } from "../i18n/index.ts";
import { ALT_MAX_LENGTH } from "../places.ts";
import { photoForm } from "./photos.server.ts";
import { photoFile } from "../../images/shown-photo.ts";
import { PLACE_PHOTO_MAX_BYTES } from "../process.server.ts";
import { ActionForm, useAnswer, WorkspaceGuard } from "../../workspace/ActionForm.tsx";
import { receive, requireMember, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { languageInSentence, listText, offeredPlaces, placeGroups, placeLabel } from "./labels.server.ts";
import { useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";
import { lengthHint } from "../../forms/length.ts";

const UPLOAD = "photo-upload";
/** Where the upload's answer is: the form posts to it, so the page comes back scrolled to what it says. */
const ANSWER = "photo-answer";

/** The upload's refusal: every problem at once, in the workspace's language, and the descriptions as typed. */
type Refused = { ok: false; form: string; error: "photo"; messages: string[]; place: string; alt: Partial<Record<Lang, string>> };

export async function loader(args: Route.LoaderArgs) {
  const { services, workspace } = await requireMember(args, "photos");
  const lang = workspaceLang(args.context);
  const t = textsOf(args.context).photos;
  const photos = await services.photos.all();
  const catalogue = await services.catalogue.published();
  return {
    // As data, by name: the public pages' shared modules stay out of the screen's code.
    places: placeGroups(catalogue, lang),
    // The owner's language first, and required (the server says so): the others are optional.
    altFields: [lang, ...languages.filter((other) => other !== lang)].map((language) => ({
      lang: language,
      label: fill(language === lang ? t.alt : t.altOptional, { language: languageInSentence(language, lang) }),
    })),
    altMax: ALT_MAX_LENGTH,
    photos: photos.map((photo) => {
      const missing = languages.filter((language) => !photo.alt[language]);
      return {
        place: photo.place,
        label: placeLabel(catalogue, photo.place, lang),
        thumbnail: photoFile(photo.id, photo.widths[0]!, "webp"),
        alt: photo.alt[lang] ?? photo.alt[photo.altLang] ?? "",
        altLang: photo.alt[lang] ? undefined : photo.altLang,
        missing: missing.length
          ? fill(t.missing, {
              languages: listText(
                missing.map((language) => languageInSentence(language, lang)),
                lang,
              ),
            })
          : null,
      };
    }),
    guard: workspace.guard(),
    title: t.title,
  };
}

/** Adds, replaces or removes a place's photo through the photos service; refusals in the workspace's language. */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace } = await requireMember(args, "photos");
  const lang = workspaceLang(args.context);
  const texts = textsOf(args.context).photos;
  // The photo is the body: room for the largest upload taken, and its text fields.
  const received = await receive(args, { ...workspace.actionPolicy, maxBytes: PLACE_PHOTO_MAX_BYTES + 64 * 1024 }, photoForm);
  if (!received.ok) return received.answer;
  const { intent, place } = received.values;
  if (intent === "remove") {
    const formKey = received.formKey;
    if (await workspace.alreadyDone(formKey)) return received.done({ note: texts.removed });
    if (!(await services.photos.remove(place!))) return received.refuse("not-found", 404);
    await workspace.record({ actor: member, action: "photo.removed", subject: place!, before: null, after: null, formKey });
    return received.done({ note: texts.removed });
  }
  const file = received.form.get("photo");
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  const alt = Object.fromEntries(languages.map((language) => [language, received.values[`alt_${language}`] ?? ""])) as Record<Lang, string>;
  // What was chosen comes back as chosen; a photo chosen must be chosen again (no browser keeps a file across a post).
  const refused = (messages: string[], fileKept = false) =>
    data(
      {
        ok: false,
        form: UPLOAD,
        error: "photo",
        messages: [...messages, ...(bytes.length > 0 && !fileKept ? [texts.fileAgain] : [])],
        place: place!,
        alt,
      } satisfies Refused,
      { status: 400 },
    );
  // What the owner left out, all at once: a place of the list, the photo, their own description.
  const catalogue = await services.catalogue.published();
  const missing = [
    ...(offeredPlaces(catalogue, lang).has(place!) ? [] : [textsOf(args.context).errors.place_invalid]),
    ...(bytes.length === 0 ? [texts.fileRequired] : []),
    ...(alt[lang].trim() ? [] : [fill(texts.altRequired, { language: languageInSentence(lang, lang) })]),
  ];
  if (missing.length) return refused(missing);
  const formKey = received.formKey;
  if (await workspace.alreadyDone(formKey)) return received.done({ note: texts.uploaded });
  const result = await services.photos.set(place!, bytes, alt, member.email, lang);
  // A file refused for what it is needs another file, not the same one again.
  if (!result.ok) {
    const aboutTheFile = !["unknown-place", "alt-required", "alt-too-long"].includes(result.problem);
    return refused([photoRefusalText(lang, result.problem, result.lang)], aboutTheFile);
  }
  await workspace.record({
    actor: member,
    action: "photo.set",
    subject: place!,
    before: null,
    after: { id: result.photo.id, widths: result.photo.widths },
    formKey,
  });
  return received.done({ note: texts.uploaded });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function Photos({ loaderData }: Route.ComponentProps) {
  const { texts, lang } = useWorkspace();
  const t = texts.photos;
  const answer = useAnswer(UPLOAD) as ReturnType<typeof useAnswer> | Refused | undefined;
  const refusals =
    answer && !answer.ok
      ? "messages" in answer
        ? answer.messages
        : [(texts.errors as Record<string, string>)[answer.error] ?? texts.errors.unexpected]
      : [];
  const typed = answer && "alt" in answer ? answer : undefined;
  // A refusal is read first: focused (so it is in view and announced), above the form kept as chosen.
  const status = useRef<HTMLDivElement>(null);
  const refusalCount = refusals.length;
  useEffect(() => {
    if (refusalCount) status.current?.focus();
  }, [refusalCount]);
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      <p>{t.intro}</p>
      {/* The server checks the form and says what is missing in the workspace's language (no browser bubbles). */}
      <form method="post" encType="multipart/form-data" className="ws-form" noValidate action={`#${ANSWER}`}>
        <WorkspaceGuard guard={loaderData.guard} id={UPLOAD} />
        <input type="hidden" name="intent" value="set" />
        {/* Above the fields, where the page comes back to after a post: what happened is the first thing seen. */}
        <div id={ANSWER} ref={status} role="status" tabIndex={-1} className={refusals.length ? "ws-error" : "ws-note"} data-photo-status>
          {answer?.ok ? (answer.note ?? "") : null}
          {refusals.length ? (
            <ul>
              {refusals.map((refusal) => (
                <li key={refusal}>{refusal}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <p className="ws-field">
          <label htmlFor="photo-place">{t.place}</label>
          <select id="photo-place" name="place" defaultValue={typed?.place}>
            {loaderData.places.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.places.map((entry) => (
                  <option key={entry.place} value={entry.place}>
                    {entry.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </p>
        <p className="ws-field">
          <label htmlFor="photo-file">{t.file}</label>
          {/* A phone offers its camera and its gallery for image/*. */}
          <input id="photo-file" type="file" name="photo" accept="image/*" />
        </p>
        {loaderData.altFields.map((field) => (
          <p key={field.lang} className="ws-field">
            <label htmlFor={`photo-alt-${field.lang}`}>{field.label}</label>
            <input
              id={`photo-alt-${field.lang}`}
              type="text"
              name={`alt_${field.lang}`}
              lang={field.lang}
              maxLength={loaderData.altMax}
              defaultValue={typed?.alt[field.lang] ?? ""}
              aria-describedby={`photo-alt-${field.lang}-limit`}
            />
            <span id={`photo-alt-${field.lang}-limit`} className="ws-muted">
              {lengthHint(lang, loaderData.altMax)}
            </span>
          </p>
        ))}
        <button type="submit" className="ws-button ws-primary">
          {t.upload}
        </button>
      </form>
      <h2>{t.current}</h2>
      {loaderData.photos.length === 0 ? <p className="ws-muted">{t.none}</p> : null}
      <ul className="ws-list">
        {loaderData.photos.map((photo) => (
          <li key={photo.place} className="ws-card" data-photo={photo.place}>
            <p className="ws-meta">
              <strong>{photo.label}</strong>
            </p>
            <img src={photo.thumbnail} alt={photo.alt} lang={photo.altLang} width={200} loading="lazy" />
            {photo.missing ? <p className="ws-muted">{photo.missing}</p> : null}
            <ActionForm
              guard={loaderData.guard}
              id={`remove-${photo.place}`}
              fields={{ intent: "remove", place: photo.place }}
              button={t.remove}
              done={t.removed}
              danger
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
