/**
 * Part 1 §4: auth events are shared across browser tabs. When this tab signs in or out it tells
 * the others, which reload their data (and leave signed-in pages if they are now signed out).
 */
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

const CHANNEL = "muddle-auth";

export function AuthSync({ viewerId }: { viewerId: string | null }) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const current = useRef(viewerId);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const ch = new BroadcastChannel(CHANNEL);
    channel.current = ch;
    ch.onmessage = (event: MessageEvent<{ viewerId: string | null }>) => {
      if (event.data.viewerId !== current.current) void revalidate.current();
    };
    return () => ch.close();
  }, []);

  useEffect(() => {
    if (current.current === viewerId) return;
    current.current = viewerId;
    channel.current?.postMessage({ viewerId });
  }, [viewerId]);

  return null;
}
