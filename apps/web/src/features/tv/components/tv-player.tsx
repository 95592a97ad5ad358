import type { TvStream } from '@station/shared';
import { dailymotionId, imageVariantUrl, mediaUrl, tvMessages } from '@station/shared/client';
import { Play } from '../../../ui/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { pause as pauseRadio } from '../../../player/player-controls.ts';
import { usePlayerStore } from '../../../player/player-store.ts';
import { type AttachedStream, attachStream } from '../../../lib/attach-stream.ts';
import '../tv.css';

/** The empty and error state of the panel. */
export function TvUnavailable() {
  return (
    <div className="tv-unavailable" role="status">
      <strong>{tvMessages.unavailable}</strong>
      <span>{tvMessages.unavailableDetail}</span>
    </div>
  );
}

/** A Dailymotion channel plays in its embed (external by nature). */
function DailymotionEmbed({ stream }: { stream: TvStream }) {
  const id = dailymotionId(stream.stream_url);
  if (!id) return <TvUnavailable />;
  return (
    <iframe
      className="tv-player__frame"
      title={stream.title}
      src={`https://www.dailymotion.com/embed/video/${id}`}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      loading="lazy"
    />
  );
}

/**
 * Any other channel: a native <video> with its poster. Nothing is fetched until the listener
 * presses play ('Regarder'); then HLS plays natively or through hls.js. One sound at a time: the
 * channel pauses the radio, and the radio's play pauses the channel.
 */
function VideoChannel({ stream }: { stream: TvStream }) {
  const video = useRef<HTMLVideoElement>(null);
  const attached = useRef<AttachedStream | null>(null);
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState(false);
  const radioPlaying = usePlayerStore((state) => state.playing);

  useEffect(() => {
    if (radioPlaying) video.current?.pause();
  }, [radioPlaying]);

  // A channel switched away from (or the panel closed) lets its stream go.
  useEffect(() => () => attached.current?.detach(), []);

  const open = async () => {
    const element = video.current;
    if (!element) return;
    setOpened(true);
    attached.current = await attachStream(element, stream.stream_url, () => setFailed(true), { streamType: stream.stream_type });
    element.dataset.engine = attached.current.engine;
    // A refused autoplay is fine: the native controls are there.
    await element.play().catch(() => undefined);
  };

  if (failed) return <TvUnavailable />;
  return (
    <div className="tv-player__video">
      {/* biome-ignore lint/a11y/useMediaCaption: the channels are live feeds with no caption track to offer */}
      <video
        ref={video}
        className="tv-player__element"
        // A poster has no srcset: the larger variant, sharp on a phone's screen as on a laptop's.
        poster={imageVariantUrl(mediaUrl('tvPoster', stream.poster_url), 1280) ?? undefined}
        controls={opened}
        playsInline
        preload="none"
        aria-label={stream.title}
        data-testid="tv-video"
        onPlay={() => usePlayerStore.getState().playing && pauseRadio()}
        onError={() => opened && setFailed(true)}
      />
      {!opened && (
        <button type="button" className="tv-player__start" onClick={() => void open()}>
          <Play size={30} aria-hidden="true" />
          <span>Regarder {stream.title}</span>
        </button>
      )}
    </div>
  );
}

export function TvPlayer({ stream }: { stream: TvStream }) {
  return <div className="tv-player">{stream.stream_type === 'dailymotion' ? <DailymotionEmbed stream={stream} /> : <VideoChannel key={stream.id} stream={stream} />}</div>;
}
