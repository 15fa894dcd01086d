package web

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// devtools drives chromium over --remote-debugging-pipe: the DevTools
// protocol's JSON messages, each ended by a NUL octet, written to the
// browser's fd 3 and read from its fd 4. Unlike --dump-dom with virtual
// time, the page runs on the real clock, so the time it records is real.
type devtools struct {
	cmd     *exec.Cmd
	w       *os.File
	r       *bufio.Reader
	id      int
	session string
	target  string // the tab open now, which open closes
	// noCache turns the cache off in each tab that open makes, so that
	// every page load asks the server for each file again.
	noCache bool
}

func startDevtools(t *testing.T, bin string) *devtools {
	t.Helper()
	toBrowser, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r, fromBrowser, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	args := append(flags(t), "--remote-debugging-pipe", "about:blank")
	cmd := exec.Command(bin, args...)
	cmd.ExtraFiles = []*os.File{toBrowser, fromBrowser} // fds 3 and 4
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	toBrowser.Close()
	fromBrowser.Close()
	d := &devtools{cmd: cmd, w: w, r: bufio.NewReader(r)}
	t.Cleanup(func() {
		// Browser.close lets chromium end its child processes, which
		// write to the user data directory, before the test removes it.
		d.session = ""
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		if err := d.call("Browser.close", nil, nil); err != nil {
			t.Logf("Browser.close: %v", err)
		}
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			cmd.Process.Kill()
			<-done
		}
		w.Close()
		r.Close()
	})
	return d
}

// call sends one command and returns its result, skipping events.
func (d *devtools) call(method string, params any, result any) error {
	d.id++
	msg := map[string]any{"id": d.id, "method": method, "params": params}
	if d.session != "" {
		msg["sessionId"] = d.session
	}
	b, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	if _, err := d.w.Write(append(b, 0)); err != nil {
		return err
	}
	for {
		line, err := d.r.ReadBytes(0)
		if err != nil {
			return err
		}
		var reply struct {
			ID     int             `json:"id"`
			Result json.RawMessage `json:"result"`
			Error  *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := json.Unmarshal(line[:len(line)-1], &reply); err != nil {
			return err
		}
		if reply.ID != d.id {
			continue
		}
		if reply.Error != nil {
			return fmt.Errorf("%s: %s", method, reply.Error.Message)
		}
		if result == nil {
			return nil
		}
		return json.Unmarshal(reply.Result, result)
	}
}

// open attaches to a new tab showing url, and closes the tab it opened
// before.
func (d *devtools) open(url string) error {
	if d.target != "" {
		d.session = ""
		if err := d.call("Target.closeTarget", map[string]any{"targetId": d.target}, nil); err != nil {
			return err
		}
	}
	var target struct{ TargetID string }
	if err := d.call("Target.createTarget", map[string]any{"url": "about:blank"}, &target); err != nil {
		return err
	}
	d.target = target.TargetID
	var att struct{ SessionID string }
	if err := d.call("Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true}, &att); err != nil {
		return err
	}
	d.session = att.SessionID
	if d.noCache {
		if err := d.call("Network.enable", map[string]any{}, nil); err != nil {
			return err
		}
		if err := d.call("Network.setCacheDisabled", map[string]any{"cacheDisabled": true}, nil); err != nil {
			return err
		}
	}
	return d.call("Page.navigate", map[string]any{"url": url}, nil)
}

// eval evaluates expr in the page and returns its value as a string.
func (d *devtools) eval(expr string) (string, error) {
	var res struct {
		Result struct {
			Value any `json:"value"`
		} `json:"result"`
	}
	err := d.call("Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true}, &res)
	if err != nil {
		return "", err
	}
	s, _ := res.Result.Value.(string)
	return s, nil
}

// TestFirstRender loads the page on the real clock, with an empty cache,
// and logs the time from navigation to the first rendered view, which the
// page records in data-first-render. It fails if the page does not render
// what the library says within a minute.
func TestFirstRender(t *testing.T) {
	bin := chromium(t)
	s := serve(t)
	d := startDevtools(t, bin)
	if err := d.open(pageURL(s, "http://a@b@c/", "")); err != nil {
		t.Fatal(err)
	}
	firstRender(t, d, "empty cache")
	got, err := d.eval(`document.getElementById("error-offset").textContent + " " + document.getElementById("f-host-neturl").textContent`)
	if err != nil {
		t.Fatal(err)
	}
	// §3.2.1: the second "@" (offset 10) is where the RFC's reading fails;
	// net/url splits at the last "@" and reads the host "c".
	if got != "10 c" {
		t.Errorf("error offset and net/url's host: %q, want %q", got, "10 c")
	}

	// Typing updates the view and the address.
	got, err = d.eval(`(() => {
		const i = document.getElementById("uri");
		i.value = "http://[::1]:8080/";
		i.dispatchEvent(new Event("input"));
		return document.getElementById("comp-host-value").textContent + " " +
			document.getElementById("addr").textContent + " " + location.search;
	})()`)
	if err != nil {
		t.Fatal(err)
	}
	if want := "[::1] ::1 ?uri=http%3A%2F%2F%5B%3A%3A1%5D%3A8080%2F"; got != want {
		t.Errorf("after typing: %q, want %q", got, want)
	}

	// Again, with the module in the browser's cache.
	if _, err := d.eval(`document.documentElement.dataset.firstRender = ""`); err != nil {
		t.Fatal(err)
	}
	if err := d.call("Page.navigate", map[string]any{"url": pageURL(s, "http://a@b@c/", "")}, nil); err != nil {
		t.Fatal(err)
	}
	firstRender(t, d, "cached")

	// Again, with the browser's cache off but the browser itself warm.
	if err := d.call("Network.setCacheDisabled", map[string]any{"cacheDisabled": true}, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := d.eval(`document.documentElement.dataset.firstRender = ""`); err != nil {
		t.Fatal(err)
	}
	if err := d.call("Page.navigate", map[string]any{"url": pageURL(s, "http://a@b@c/", "")}, nil); err != nil {
		t.Fatal(err)
	}
	firstRender(t, d, "cache disabled, second page load of the browser")
}

// firstRender waits for the page to record its first render, and logs when
// that was and when the module was ready, in milliseconds since navigation.
func firstRender(t *testing.T, d *devtools, cache string) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		ms, err := d.eval("document.documentElement.dataset.firstRender || ''")
		if err != nil {
			t.Fatal(err)
		}
		if ms != "" {
			if _, err := strconv.ParseFloat(ms, 64); err != nil {
				t.Fatalf("data-first-render = %q", ms)
			}
			ready, _ := d.eval("document.documentElement.dataset.wasmReady")
			t.Logf("first render %s ms after navigation, the module instantiated at %s ms (real time, %s)", ms, ready, cache)
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("no render within a minute")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
